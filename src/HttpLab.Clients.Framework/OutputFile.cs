using System.Text;

namespace HttpLab.Clients.Framework;

/// <summary>
/// Writes the run's JSON (format <see cref="Format"/>, read by HttpLab.Studies/Clients/FrameworkClientsRun): written
/// to a temporary file beside it and moved into place, which fails rather than replace an existing file.
/// </summary>
internal static class OutputFile
{
    public const string Format = "httplab-clients-framework/1";

    /// <summary>Why no allocation figures are given, as the file says.</summary>
    public const string AllocationsNotMeasured = "not measured: Mono has no process-wide allocation counter "
        + "(no GC.GetTotalAllocatedBytes, and AppDomain resource monitoring is not implemented), so BenchmarkDotNet "
        + "could only count the benchmark thread's allocations, missing what the I/O completions allocate on pool "
        + "threads";

    public static void Write(RunArguments arguments, IReadOnlyList<MeasuredCase> cases)
    {
        var json = new StringBuilder()
            .AppendLine("{")
            .AppendLine($"  \"format\": {JsonText.String(Format)},")
            .AppendLine($"  \"runtime\": {JsonText.String(RuntimeDescription.Runtime())},")
            .AppendLine($"  \"clrVersion\": {JsonText.String(Environment.Version.ToString())},")
            .AppendLine($"  \"engine\": {JsonText.String("BenchmarkDotNet " + EchoBenchmarkRun.EngineVersion)},")
            .AppendLine($"  \"profile\": {JsonText.String(arguments.Profile)},")
            .AppendLine($"  \"measurement\": {JsonText.String(FrameworkProfile.Describe(arguments.Profile))},");
        if (RuntimeDescription.HttpClientHandler() is { } handler)
        {
            json.AppendLine($"  \"httpClientHandler\": {JsonText.String(handler)},");
        }

        json.AppendLine($"  \"allocations\": {JsonText.String(AllocationsNotMeasured)},")
            .AppendLine("  \"cases\": [");
        for (var index = 0; index < cases.Count; index++)
        {
            var measured = cases[index];
            json.AppendLine("    {")
                .AppendLine($"      \"name\": {JsonText.String(measured.Name)},")
                .AppendLine($"      \"parameters\": {{ \"group\": {JsonText.String(CaseNames.Group)}, "
                    + $"\"concurrency\": {JsonText.Number(CaseNames.Concurrency)}, "
                    + $"\"bodyBytes\": {JsonText.Number(measured.BodyBytes)} }},")
                .AppendLine($"      \"operationsPerIteration\": {JsonText.Number(measured.OperationsPerIteration)},")
                .AppendLine($"      \"iterationsNs\": {JsonText.Array(measured.IterationsNs)},")
                .AppendLine($"      \"meanNs\": {JsonText.Number(measured.MeanNs)},")
                .AppendLine($"      \"validatedResponses\": {JsonText.Number(measured.ValidatedResponses)}")
                .AppendLine(index == cases.Count - 1 ? "    }" : "    },");
        }

        json.AppendLine("  ]").AppendLine("}");
        var temporary = arguments.OutPath + "." + Guid.NewGuid().ToString("N") + ".tmp";
        try
        {
            File.WriteAllText(temporary, json.ToString(), new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
            File.Move(temporary, arguments.OutPath);
        }
        finally
        {
            File.Delete(temporary);
        }
    }
}
