using HttpLab.Load.Intervals;

namespace HttpLab.Load.Execution;

/// <summary>What a finished run hands to <see cref="LoadReportBuilder"/>.</summary>
internal sealed record LoadRunTotals(
    LoadOptions Options,
    string EngineDescription,
    RunClock Clock,
    LoadRecorder Recorder,
    IntervalSampler Sampler,
    bool Complete,
    long MeasuredTicks,
    double GeneratorCpuSeconds,
    long BytesSent,
    long BytesReceived,
    IReadOnlyList<EncodedInterval>? Intervals);
