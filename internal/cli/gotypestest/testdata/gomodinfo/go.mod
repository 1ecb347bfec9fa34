module example.com/gomodinfo

go 1.22
