// Load tests measure time: run them one at a time so one test's load is not another's noise.
[assembly: CollectionBehavior(DisableTestParallelization = true)]

// Nor beside the other assemblies' load and BenchmarkDotNet runs.
[assembly: RunsApart]
