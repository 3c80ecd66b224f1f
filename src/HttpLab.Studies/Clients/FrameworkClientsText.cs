using System.Globalization;
using HttpLab.Results;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Clients;

/// <summary>
/// The clients suite measured on Mono: its engine line (exactly how it was measured), notes and warnings.
/// </summary>
internal static class FrameworkClientsText
{
    public static SuiteResult Suite(
        FrameworkClientsOutput output, IReadOnlyList<CaseResult> cases, StudyContext context, string artifacts) => new()
    {
        Name = "clients",
        Title = "Client APIs",
        Engine = $"{output.Engine} on {output.Runtime}, run by mono in a child process (HttpLab.Clients.Framework, a "
            + $"net48 build of these cases), {output.Measurement}; each case's statistics computed by httplab from the "
            + "child's result iterations with BenchmarkDotNet's Statistics",
        Baseline = nameof(ClientKind.SharedHttpClient),
        GroupBy = ["group", "concurrency", "bodyBytes"],
        TargetUrl = context.TargetUrl.ToString(),
        Warnings = Warnings(output, context.Profile),
        Notes = Notes(output, artifacts),
        Cases = RatioVerdicts.Apply(cases),
    };

    private static List<string> Warnings(FrameworkClientsOutput output, StudyProfile profile)
    {
        var warnings = new List<string>();
        if (profile == StudyProfile.Smoke)
        {
            warnings.Add("Smoke profile: these numbers check that every case runs; they are not a measurement.");
        }

        warnings.Add("Every invocation includes reading the echo into a buffer and comparing it with the body sent, an "
            + "O(bodyBytes) cost that is the same for every case.");
        warnings.Add($"Allocations and thread-pool work items were not measured on Mono. Allocations: "
            + $"{output.Allocations ?? "the child did not say why"}; work items: Mono has no "
            + "ThreadPool.CompletedWorkItemCount.");
        return warnings;
    }

    private static List<string> Notes(FrameworkClientsOutput output, string artifacts)
    {
        var clr = output.ClrVersion is null ? string.Empty : $" (CLR {output.ClrVersion})";
        var handler = output.HttpClientHandler is null
            ? "HttpClientHandler sends through HttpWebRequest, as on the .NET Framework"
            : $"HttpClientHandler sends through {output.HttpClientHandler}";
        return
        [
            $"Measured on {output.Runtime}{clr}: HttpLab.Clients.Framework, a net48 build of the clients study's "
                + "SharedHttpClient and HttpWebRequest cases, ran them one request at a time under BenchmarkDotNet in "
                + $"its own process, against the same target. Its raw output and BenchmarkDotNet's log are in "
                + $"{artifacts}.",
            $"On this runtime {handler}, while HttpWebRequest is Mono's own implementation: the reverse of .NET, "
                + "where HttpWebRequest wraps an HttpClient of its own, and unlike the .NET Framework on Windows, "
                + "where HttpClientHandler is built on HttpWebRequest.",
            "The requests: each case POSTs the same pseudo-random body for its size as on .NET (System.Random seeded "
                + $"with the size gives the same bytes on both) to /echo, with Content-Type {EchoPayload.ContentType}, "
                + "a Content-Length and no Expect: 100-continue (ServicePointManager.Expect100Continue is turned off: "
                + "Mono's HttpWebRequest otherwise sends it with every POST, costing a round trip). They are not byte "
                + "for byte the same: Mono writes Host last, and its HttpWebRequest sends Connection: keep-alive only "
                + "on a connection's first request, where HttpClient sends Connection: Keep-Alive on every request, as "
                + "on .NET; HTTP/1.1 keeps connections alive either way.",
            "Validated echoes: a response counts only if it is 200 with the content type sent and the echoed body "
                + "equals the body sent byte for byte; every case was run and validated once before timing, and the "
                + "run fails on the first mismatch. Validated responses per case: "
                + string.Join(", ", output.Cases.Select(@case => string.Create(
                    CultureInfo.InvariantCulture,
                    $"{@case.Name}/{@case.Parameters.BodyBytes} {@case.ValidatedResponses}")))
                + ".",
            "Body sizes in bytes: " + string.Join(", ", output.Cases
                .Select(@case => @case.Parameters.BodyBytes.ToString(CultureInfo.InvariantCulture))
                .Distinct()) + ".",
        ];
    }
}
