using System.Globalization;
using System.Reflection;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Order;
using BenchmarkDotNet.Running;
using HttpLab.Studies.Clients;

namespace HttpLab.Clients.Framework;

/// <summary>
/// Checks every case once, then measures them all with BenchmarkDotNet in this process, as the .NET clients study does;
/// the first case that fails ends the run with a <see cref="RunFailedException"/> naming it.
/// </summary>
internal static class EchoBenchmarkRun
{
    public static async Task<IReadOnlyList<MeasuredCase>> RunAsync(RunArguments arguments)
    {
        EchoClients.ConfigureProcess();
        EchoTarget.Set(arguments.Target, arguments.BodySizes);
        await PreflightAsync(arguments.BodySizes).ConfigureAwait(false);
        return Measure(arguments);
    }

    /// <summary>The cases in the order the .NET study reports them: by body size, the baseline first.</summary>
    public static IEnumerable<(string Name, int BodyBytes)> Cases(IReadOnlyList<int> bodySizes) =>
        bodySizes.SelectMany(size => new[] { (CaseNames.SharedHttpClient, size), (CaseNames.HttpWebRequest, size) });

    public static string EngineVersion =>
        typeof(BenchmarkRunner).Assembly
            .GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion.Split('+')[0]
        ?? typeof(BenchmarkRunner).Assembly.GetName().Version?.ToString()
        ?? "unknown";

    /// <summary>Sends every case once and validates it, so a broken client stops the run before any timing.</summary>
    private static async Task PreflightAsync(IReadOnlyList<int> bodySizes)
    {
        var cases = Cases(bodySizes).ToList();
        ProgressLines.Print(0, cases.Count, "pre-flight");
        using var clients = new EchoClients(EchoTarget.EchoUrl);
        foreach (var (name, size) in cases)
        {
            try
            {
                await clients.SendAsync(name, EchoPayload.Create(size), new byte[size + 1], CancellationToken.None)
                    .ConfigureAwait(false);
            }
            catch (Exception exception)
            {
                throw new RunFailedException(string.Format(
                    CultureInfo.InvariantCulture,
                    "clients: {0} ({1}, concurrency={2}, bodyBytes={3}) failed before timing: {4}",
                    name,
                    CaseNames.Group,
                    CaseNames.Concurrency,
                    size,
                    exception.GetBaseException().Message));
            }
        }

        EchoTally.Reset();
    }

    private static IReadOnlyList<MeasuredCase> Measure(RunArguments arguments)
    {
        var total = arguments.BodySizes.Count * 2;
        var progress = new ProgressLines(total);
        var config = ManualConfig.CreateEmpty()
            .AddJob(FrameworkProfile.For(arguments.Profile))
            .AddValidator(DefaultConfig.Instance.GetValidators().ToArray())
            .WithOrderer(new DefaultOrderer(SummaryOrderPolicy.Declared, MethodOrderPolicy.Declared))
            .WithArtifactsPath(arguments.ArtifactsPath)
            .WithOptions(ConfigOptions.StopOnFirstError)
            .AddLogger(progress)
            .AddEventProcessor(progress);
        if (arguments.Profile == "smoke")
        {
            // A smoke run checks function, not speed, as in the .NET studies.
            config = config.WithOptions(ConfigOptions.DisableOptimizationsValidator);
        }

        var summary = BenchmarkRunner.Run<WebRequestBenchmarks>(config);
        if (summary.HasCriticalValidationErrors)
        {
            throw new RunFailedException("clients: BenchmarkDotNet refused the benchmarks: " + string.Join(
                "; ",
                summary.ValidationErrors.Where(error => error.IsCritical)
                    .Select(error => error.Message.Split('\n')[0].Trim())));
        }

        var measured = new List<MeasuredCase>();
        foreach (var report in summary.Reports)
        {
            var name = ProgressLines.CaseName(report.BenchmarkCase);
            var runs = report.GetResultRuns().ToList();
            if (!report.Success || report.ResultStatistics is null || runs.Count == 0)
            {
                var reason = EchoTally.FirstFailure
                    ?? progress.Errors.LastOrDefault()
                    ?? "BenchmarkDotNet reported no measurements and logged no error";
                throw new RunFailedException(string.Format(
                    CultureInfo.InvariantCulture,
                    "clients: BenchmarkDotNet could not measure {0}: {1}; {2} of {3} cases measured; its log is {4}",
                    name,
                    reason.TrimEnd('.'),
                    measured.Count,
                    total,
                    summary.LogFilePath));
            }

            var method = report.BenchmarkCase.Descriptor.WorkloadMethod.Name;
            var size = (int)report.BenchmarkCase.Parameters["BodyBytes"];
            measured.Add(new MeasuredCase(
                method,
                size,
                runs[0].Operations,
                runs.Select(run => run.Nanoseconds / run.Operations).ToList(),
                report.ResultStatistics.Mean,
                EchoTally.Count(method, size)));
        }

        if (measured.Count != total)
        {
            throw new RunFailedException(string.Format(
                CultureInfo.InvariantCulture,
                "clients: BenchmarkDotNet measured {0} of {1} cases and did not say why it skipped the others",
                measured.Count,
                total));
        }

        ProgressLines.Print(total, total, "done");
        return measured;
    }
}
