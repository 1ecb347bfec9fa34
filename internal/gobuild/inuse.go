package gobuild

// inUseFile is the file in a generation's folder (the programs of one
// tree and toolchain), and in a program's folder of ProgramsKind, that a
// serbench process using them holds a shared lock on till it exits, so
// that another serbench, pruning or trimming the cache after building for
// another tree, leaves them alone: a publication run of
// several hours lost its timing workers (fork/exec: no such file) when
// tests of an edited tree built twice beside it.
const inUseFile = ".in-use"
