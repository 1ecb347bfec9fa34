module example.com/usermod

go 1.26.0
