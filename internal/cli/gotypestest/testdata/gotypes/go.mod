module example.com/gotypes

go 1.22
