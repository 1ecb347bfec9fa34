package runner

// InstructionsOf is instructionsOf, for the tests.
var InstructionsOf = instructionsOf
