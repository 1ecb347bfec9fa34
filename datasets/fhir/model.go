package fhir

import "encoding/json"

// The model of synthea_fhir.json: one FHIR R4 transaction Bundle of 926
// entries, the synthetic medical record of one patient written by Synthea
// (16 resource types: 599 Observations, Procedures, Claims, Encounters,
// ExplanationOfBenefits, ...). An entry's resource is one struct with the
// union of the fields its types use, as a decoder of a Bundle without a
// discriminated union in its language must hold it; every field the
// document holds is here, so encoding/json writes the same JSON value back:
//
//   - a field some resources leave out has omitempty, and is a pointer
//     where its zero value occurs present (a false multipleBirthBoolean, a
//     0 amount), so a present zero stays present;
//   - three fields change type with the resource (FHIR's choice is by
//     resourceType, not by key): name is a list of HumanNames (use, family,
//     given, prefix) in a Patient or Practitioner and a string in an Organization, total a list of
//     adjudication totals in an ExplanationOfBenefit and one Money in a
//     Claim, type a list of CodeableConcepts or one. They are raw JSON
//     (json.RawMessage, compacted when read), which every JSON library
//     writes as it is and the binary codecs carry as bytes.
//
// The structs carry no JSON methods: encoding/json and the other
// reflection codecs measure their own paths on them.

// Bundle is the whole document.
type Bundle struct {
	ResourceType string  `json:"resourceType"`
	Type         string  `json:"type"`
	Entry        []Entry `json:"entry"`
}

// Entry is one resource of the bundle and the request that stores it.
type Entry struct {
	FullURL  string   `json:"fullUrl"`
	Resource Resource `json:"resource"`
	Request  Request  `json:"request"`
}

// Request is the transaction's operation on an entry.
type Request struct {
	Method string `json:"method"`
	URL    string `json:"url"`
}

// Resource is the union of the document's resource types' fields.
type Resource struct {
	ResourceType              string            `json:"resourceType"`
	ID                        string            `json:"id"`
	Text                      *Narrative        `json:"text,omitempty"`
	Contained                 []Contained       `json:"contained,omitempty"`
	Extension                 []Extension       `json:"extension,omitempty"`
	Identifier                []Identifier      `json:"identifier,omitempty"`
	Status                    string            `json:"status,omitempty"`
	Use                       string            `json:"use,omitempty"`
	Intent                    string            `json:"intent,omitempty"`
	LifecycleStatus           string            `json:"lifecycleStatus,omitempty"`
	AchievementStatus         *CodeableConcept  `json:"achievementStatus,omitempty"`
	ClinicalStatus            *CodeableConcept  `json:"clinicalStatus,omitempty"`
	VerificationStatus        *CodeableConcept  `json:"verificationStatus,omitempty"`
	Active                    *bool             `json:"active,omitempty"`
	Name                      json.RawMessage   `json:"name,omitempty"`
	Telecom                   []ContactPoint    `json:"telecom,omitempty"`
	Gender                    string            `json:"gender,omitempty"`
	BirthDate                 string            `json:"birthDate,omitempty"`
	DeceasedDateTime          string            `json:"deceasedDateTime,omitempty"`
	Address                   []Address         `json:"address,omitempty"`
	Addresses                 []Reference       `json:"addresses,omitempty"`
	MaritalStatus             *CodeableConcept  `json:"maritalStatus,omitempty"`
	MultipleBirthBoolean      *bool             `json:"multipleBirthBoolean,omitempty"`
	Communication             []Communication   `json:"communication,omitempty"`
	Class                     *Coding           `json:"class,omitempty"`
	Type                      json.RawMessage   `json:"type,omitempty"`
	Category                  []CodeableConcept `json:"category,omitempty"`
	Priority                  *CodeableConcept  `json:"priority,omitempty"`
	Code                      *CodeableConcept  `json:"code,omitempty"`
	VaccineCode               *CodeableConcept  `json:"vaccineCode,omitempty"`
	MedicationCodeableConcept *CodeableConcept  `json:"medicationCodeableConcept,omitempty"`
	Description               *CodeableConcept  `json:"description,omitempty"`
	Subject                   *Reference        `json:"subject,omitempty"`
	Patient                   *Reference        `json:"patient,omitempty"`
	Encounter                 *Reference        `json:"encounter,omitempty"`
	Participant               []Participant     `json:"participant,omitempty"`
	Period                    *Period           `json:"period,omitempty"`
	PerformedPeriod           *Period           `json:"performedPeriod,omitempty"`
	BillablePeriod            *Period           `json:"billablePeriod,omitempty"`
	ServiceProvider           *Reference        `json:"serviceProvider,omitempty"`
	ManagingOrganization      []Reference       `json:"managingOrganization,omitempty"`
	OnsetDateTime             string            `json:"onsetDateTime,omitempty"`
	AbatementDateTime         string            `json:"abatementDateTime,omitempty"`
	RecordedDate              string            `json:"recordedDate,omitempty"`
	EffectiveDateTime         string            `json:"effectiveDateTime,omitempty"`
	OccurrenceDateTime        string            `json:"occurrenceDateTime,omitempty"`
	AuthoredOn                string            `json:"authoredOn,omitempty"`
	Issued                    string            `json:"issued,omitempty"`
	Started                   string            `json:"started,omitempty"`
	Created                   string            `json:"created,omitempty"`
	PrimarySource             *bool             `json:"primarySource,omitempty"`
	ValueQuantity             *Quantity         `json:"valueQuantity,omitempty"`
	ValueCodeableConcept      *CodeableConcept  `json:"valueCodeableConcept,omitempty"`
	Component                 []Component       `json:"component,omitempty"`
	Result                    []Reference       `json:"result,omitempty"`
	ReasonCode                []CodeableConcept `json:"reasonCode,omitempty"`
	ReasonReference           []Reference       `json:"reasonReference,omitempty"`
	Requester                 *Reference        `json:"requester,omitempty"`
	DosageInstruction         []Dosage          `json:"dosageInstruction,omitempty"`
	Goal                      []Reference       `json:"goal,omitempty"`
	Activity                  []Activity        `json:"activity,omitempty"`
	CareTeam                  []CareTeamMember  `json:"careTeam,omitempty"`
	NumberOfSeries            int               `json:"numberOfSeries,omitempty"`
	NumberOfInstances         int               `json:"numberOfInstances,omitempty"`
	Series                    []Series          `json:"series,omitempty"`
	Provider                  *Reference        `json:"provider,omitempty"`
	Insurer                   *Reference        `json:"insurer,omitempty"`
	Prescription              *Reference        `json:"prescription,omitempty"`
	Referral                  *Reference        `json:"referral,omitempty"`
	Claim                     *Reference        `json:"claim,omitempty"`
	Outcome                   string            `json:"outcome,omitempty"`
	SupportingInfo            []SupportingInfo  `json:"supportingInfo,omitempty"`
	Diagnosis                 []Diagnosis       `json:"diagnosis,omitempty"`
	Procedure                 []ProcedureRef    `json:"procedure,omitempty"`
	Insurance                 []Insurance       `json:"insurance,omitempty"`
	Item                      []Item            `json:"item,omitempty"`
	Total                     json.RawMessage   `json:"total,omitempty"`
	Payment                   *Payment          `json:"payment,omitempty"`
}

// Narrative is a resource's human-readable summary, in XHTML.
type Narrative struct {
	Status string `json:"status"`
	Div    string `json:"div"`
}

// Contained is a resource held inside another (a Coverage, a
// ServiceRequest).
type Contained struct {
	ResourceType string           `json:"resourceType"`
	ID           string           `json:"id"`
	Status       string           `json:"status,omitempty"`
	Intent       string           `json:"intent,omitempty"`
	Type         *CodeableConcept `json:"type,omitempty"`
	Subject      *Reference       `json:"subject,omitempty"`
	Requester    *Reference       `json:"requester,omitempty"`
	Performer    []Reference      `json:"performer,omitempty"`
	Beneficiary  *Reference       `json:"beneficiary,omitempty"`
	Payor        []Reference      `json:"payor,omitempty"`
}

// Extension is FHIR's open-ended field: a URL and one value, or nested
// extensions.
type Extension struct {
	URL          string      `json:"url"`
	Extension    []Extension `json:"extension,omitempty"`
	ValueCoding  *Coding     `json:"valueCoding,omitempty"`
	ValueString  string      `json:"valueString,omitempty"`
	ValueCode    string      `json:"valueCode,omitempty"`
	ValueDecimal *float64    `json:"valueDecimal,omitempty"`
	ValueAddress *Address    `json:"valueAddress,omitempty"`
}

// Identifier is an id in some system (a social security number, a
// medical record number).
type Identifier struct {
	System string           `json:"system,omitempty"`
	Value  string           `json:"value,omitempty"`
	Use    string           `json:"use,omitempty"`
	Type   *CodeableConcept `json:"type,omitempty"`
}

// CodeableConcept is a concept as codes from terminologies, and text.
type CodeableConcept struct {
	Coding []Coding `json:"coding,omitempty"`
	Text   string   `json:"text,omitempty"`
}

// Coding is one code of a terminology (SNOMED CT, LOINC, RxNorm, ...).
type Coding struct {
	System  string `json:"system,omitempty"`
	Code    string `json:"code,omitempty"`
	Display string `json:"display,omitempty"`
}

// Reference points at another resource, by URL or id, or names it.
type Reference struct {
	Reference string `json:"reference,omitempty"`
	Display   string `json:"display,omitempty"`
}

// ContactPoint is a phone number or an e-mail address.
type ContactPoint struct {
	System string `json:"system,omitempty"`
	Value  string `json:"value,omitempty"`
	Use    string `json:"use,omitempty"`
}

// Address is a postal address; a Patient's carries its geolocation as an
// extension.
type Address struct {
	Extension  []Extension `json:"extension,omitempty"`
	Line       []string    `json:"line,omitempty"`
	City       string      `json:"city,omitempty"`
	State      string      `json:"state,omitempty"`
	PostalCode string      `json:"postalCode,omitempty"`
	Country    string      `json:"country,omitempty"`
}

// Communication is a language a patient speaks.
type Communication struct {
	Language CodeableConcept `json:"language"`
}

// Participant is someone involved in an encounter or a care team.
type Participant struct {
	Role       []CodeableConcept `json:"role,omitempty"`
	Individual *Reference        `json:"individual,omitempty"`
	Member     *Reference        `json:"member,omitempty"`
}

// Period is a time range, as FHIR dateTime strings.
type Period struct {
	Start string `json:"start,omitempty"`
	End   string `json:"end,omitempty"`
}

// Quantity is a measured amount in UCUM units.
type Quantity struct {
	Value  float64 `json:"value"`
	Unit   string  `json:"unit,omitempty"`
	System string  `json:"system,omitempty"`
	Code   string  `json:"code,omitempty"`
}

// Component is one part of a multi-part observation (a blood pressure's
// systolic and diastolic).
type Component struct {
	Code          CodeableConcept `json:"code"`
	ValueQuantity *Quantity       `json:"valueQuantity,omitempty"`
}

// Dosage is how a medication is to be taken.
type Dosage struct {
	Sequence        int           `json:"sequence,omitempty"`
	Timing          *Timing       `json:"timing,omitempty"`
	AsNeededBoolean *bool         `json:"asNeededBoolean,omitempty"`
	DoseAndRate     []DoseAndRate `json:"doseAndRate,omitempty"`
}

// Timing is when a dose repeats.
type Timing struct {
	Repeat TimingRepeat `json:"repeat"`
}

// TimingRepeat is a frequency per period.
type TimingRepeat struct {
	Frequency  int     `json:"frequency"`
	Period     float64 `json:"period"`
	PeriodUnit string  `json:"periodUnit"`
}

// DoseAndRate is the amount of one dose.
type DoseAndRate struct {
	Type         *CodeableConcept `json:"type,omitempty"`
	DoseQuantity *Quantity        `json:"doseQuantity,omitempty"`
}

// Activity is one planned activity of a care plan.
type Activity struct {
	Detail ActivityDetail `json:"detail"`
}

// ActivityDetail describes a planned activity.
type ActivityDetail struct {
	Code     *CodeableConcept `json:"code,omitempty"`
	Status   string           `json:"status,omitempty"`
	Location *Reference       `json:"location,omitempty"`
}

// CareTeamMember is a claim's provider with its role, or a care plan's
// reference to its team.
type CareTeamMember struct {
	Sequence  int              `json:"sequence,omitempty"`
	Provider  *Reference       `json:"provider,omitempty"`
	Role      *CodeableConcept `json:"role,omitempty"`
	Reference string           `json:"reference,omitempty"`
}

// Series is one series of an imaging study.
type Series struct {
	UID               string     `json:"uid"`
	Number            int        `json:"number"`
	Modality          Coding     `json:"modality"`
	NumberOfInstances int        `json:"numberOfInstances"`
	BodySite          Coding     `json:"bodySite"`
	Started           string     `json:"started"`
	Instance          []Instance `json:"instance"`
}

// Instance is one image of a series.
type Instance struct {
	UID      string `json:"uid"`
	SOPClass Coding `json:"sopClass"`
	Number   int    `json:"number"`
	Title    string `json:"title"`
}

// SupportingInfo is a claim's supporting information.
type SupportingInfo struct {
	Sequence       int             `json:"sequence"`
	Category       CodeableConcept `json:"category"`
	ValueReference *Reference      `json:"valueReference,omitempty"`
}

// Diagnosis is a claim's diagnosis.
type Diagnosis struct {
	Sequence           int               `json:"sequence"`
	DiagnosisReference *Reference        `json:"diagnosisReference,omitempty"`
	Type               []CodeableConcept `json:"type,omitempty"`
}

// ProcedureRef is a claim's procedure.
type ProcedureRef struct {
	Sequence           int        `json:"sequence"`
	ProcedureReference *Reference `json:"procedureReference,omitempty"`
}

// Insurance is a claim's coverage.
type Insurance struct {
	Sequence int       `json:"sequence,omitempty"`
	Focal    bool      `json:"focal"`
	Coverage Reference `json:"coverage"`
}

// Item is one line of a claim.
type Item struct {
	Sequence                int              `json:"sequence"`
	DiagnosisSequence       []int            `json:"diagnosisSequence,omitempty"`
	ProcedureSequence       []int            `json:"procedureSequence,omitempty"`
	InformationSequence     []int            `json:"informationSequence,omitempty"`
	Category                *CodeableConcept `json:"category,omitempty"`
	ProductOrService        CodeableConcept  `json:"productOrService"`
	ServicedPeriod          *Period          `json:"servicedPeriod,omitempty"`
	LocationCodeableConcept *CodeableConcept `json:"locationCodeableConcept,omitempty"`
	Encounter               []Reference      `json:"encounter,omitempty"`
	Net                     *Money           `json:"net,omitempty"`
	Adjudication            []Adjudication   `json:"adjudication,omitempty"`
}

// Adjudication is an insurer's decision on a claim's item.
type Adjudication struct {
	Category CodeableConcept `json:"category"`
	Amount   *Money          `json:"amount,omitempty"`
}

// Money is an amount in a currency.
type Money struct {
	Value    float64 `json:"value"`
	Currency string  `json:"currency"`
}

// Payment is what an explanation of benefit says was paid.
type Payment struct {
	Amount Money `json:"amount"`
}
