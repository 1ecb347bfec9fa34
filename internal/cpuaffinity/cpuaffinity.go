// Package cpuaffinity starts a process bound to one CPU: fidelity's
// concurrent rounds run serbench's side and the plain program's side at
// the same time, each on a CPU of its own, so that a slow spell of a
// shared host lands on both.
package cpuaffinity

import "os/exec"

// Start starts cmd on CPU cpu (all its threads and its children's), or
// as it is when cpu is negative or the system cannot bind processes.
func Start(cmd *exec.Cmd, cpu int) error {
	if cpu < 0 {
		return cmd.Start()
	}
	return start(cmd, cpu)
}

// Run is Start, then cmd.Wait.
func Run(cmd *exec.Cmd, cpu int) error {
	if err := Start(cmd, cpu); err != nil {
		return err
	}
	return cmd.Wait()
}
