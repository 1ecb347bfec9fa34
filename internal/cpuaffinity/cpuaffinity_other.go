//go:build !linux

package cpuaffinity

import "os/exec"

// start starts cmd unbound: binding a process to a CPU is Linux's here.
func start(cmd *exec.Cmd, _ int) error { return cmd.Start() }
