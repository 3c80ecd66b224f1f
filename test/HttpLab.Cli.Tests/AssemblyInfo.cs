// Most of these tests wait on a child process (httplab, a target, a study runner) rather than compute: four at a time
// rather than one per core keeps both cores busy while the machine-wide turn is this process's.
[assembly: CollectionBehavior(MaxParallelThreads = 4)]
