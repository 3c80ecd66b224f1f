// Load tests measure time: run them one at a time so one test's load is not another's noise. The classes that run
// load or measure time are also [RunsApart] from the other assemblies' load and BenchmarkDotNet runs; the rest
// (parsers, options, schedules, scripted searches and verdicts) take no turn.
[assembly: CollectionBehavior(DisableTestParallelization = true)]
