package cpuaffinity

import (
	"fmt"
	"os/exec"
	"runtime"

	"golang.org/x/sys/unix"
)

// start binds the calling thread to cpu while it forks: a new process
// inherits the mask of the thread that made it, and so do all the threads
// and processes it makes in turn (setting the child's mask after it starts
// would miss the threads the Go runtime starts at once).
func start(cmd *exec.Cmd, cpu int) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var old unix.CPUSet
	if err := unix.SchedGetaffinity(0, &old); err != nil {
		return fmt.Errorf("reading the CPU mask: %w", err)
	}
	var set unix.CPUSet
	set.Set(cpu)
	if err := unix.SchedSetaffinity(0, &set); err != nil {
		return fmt.Errorf("binding to CPU %d: %w", cpu, err)
	}
	err := cmd.Start()
	if rerr := unix.SchedSetaffinity(0, &old); rerr != nil && err == nil {
		err = fmt.Errorf("restoring the CPU mask: %w", rerr)
	}
	return err
}
