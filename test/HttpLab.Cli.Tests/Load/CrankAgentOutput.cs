using System.Globalization;
using System.Text.Json;

namespace HttpLab.Cli.Tests.Load;

/// <summary>
/// A job's standard output read as crank's agent reads it (docs/measurements.md of dotnet/crank, and the agent's
/// handler of each output line): whenever a line contains <c>#EndJobStatistics</c>, the lines after the last line
/// before it that contains <c>#StartJobStatistics</c> are one JSON object, <c>{"Metadata": [...], "Measurements":
/// [...]}</c>, whose property names crank's JSON reader takes in any case. Every block is checked against what crank
/// needs to take it: each metadata entry's name, aggregate and reduce operations crank knows, its format and
/// descriptions; each measurement's name, a timestamp and a number.
/// </summary>
internal static class CrankAgentOutput
{
    public const string Start = "#StartJobStatistics";

    public const string End = "#EndJobStatistics";

    /// <summary>The operations crank's agent takes for aggregate and reduce (its Operation enumeration).</summary>
    public static readonly string[] Operations =
        ["First", "Last", "Avg", "Sum", "Median", "Max", "Min", "Count", "All", "Delta"];

    /// <summary>Every block in <paramref name="output"/>, in order, as the agent parses them line by line.</summary>
    public static IReadOnlyList<CrankBlock> Blocks(string output)
    {
        var lines = new List<string>();
        var blocks = new List<CrankBlock>();
        foreach (var line in output.Split('\n').Select(line => line.TrimEnd('\r')))
        {
            lines.Add(line);
            if (!line.Contains(End, StringComparison.OrdinalIgnoreCase))
            {
                continue;
            }

            var start = lines.Count < 2
                ? -1
                : lines.FindLastIndex(
                    lines.Count - 2, text => text.Contains(Start, StringComparison.OrdinalIgnoreCase));
            Assert.True(start >= 0, $"an end marker without a start marker before it:\n{output}");
            var json = string.Join('\n', lines.Skip(start + 1).Take(lines.Count - start - 2));
            blocks.Add(Parse(json));
        }

        return blocks;
    }

    private static CrankBlock Parse(string json)
    {
        using var document = JsonDocument.Parse(json);
        var root = document.RootElement;
        Assert.Equal(JsonValueKind.Object, root.ValueKind);
        var metadata = Property(root, "metadata")?.EnumerateArray().Select(entry => new CrankMetadata(
            Text(entry, "source"),
            Text(entry, "name"),
            Operation(entry, "aggregate"),
            Operation(entry, "reduce"),
            Text(entry, "format"),
            Text(entry, "shortDescription"),
            Text(entry, "longDescription"))).ToArray() ?? [];
        var measurements = Property(root, "measurements")?.EnumerateArray().Select(entry => new CrankMeasurement(
            Text(entry, "name"),
            DateTime.Parse(
                Text(entry, "timestamp"), CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal),
            Required(entry, "value").GetDouble())).ToArray() ?? [];
        Assert.All(measurements, measurement => Assert.Contains(
            metadata, entry => entry.Name.Equals(measurement.Name, StringComparison.OrdinalIgnoreCase)));
        return new CrankBlock(metadata, measurements);
    }

    private static string Operation(JsonElement entry, string name)
    {
        var operation = Text(entry, name);
        Assert.Contains(operation, Operations, StringComparer.OrdinalIgnoreCase);
        return operation;
    }

    private static string Text(JsonElement entry, string name)
    {
        var value = Required(entry, name);
        Assert.Equal(JsonValueKind.String, value.ValueKind);
        Assert.False(string.IsNullOrWhiteSpace(value.GetString()), $"{name} is empty in {entry}");
        return value.GetString()!;
    }

    private static JsonElement Required(JsonElement entry, string name) =>
        Property(entry, name) ?? throw new Xunit.Sdk.XunitException($"no {name} in {entry}");

    /// <summary>A property by name in any case, as crank's JSON reader finds it.</summary>
    private static JsonElement? Property(JsonElement element, string name) =>
        element.EnumerateObject()
            .Where(property => property.Name.Equals(name, StringComparison.OrdinalIgnoreCase))
            .Select(property => (JsonElement?)property.Value)
            .SingleOrDefault();
}

internal sealed record CrankBlock(IReadOnlyList<CrankMetadata> Metadata, IReadOnlyList<CrankMeasurement> Measurements)
{
    public CrankMetadata MetadataOf(string name) => Assert.Single(Metadata, entry => entry.Name == name);

    public double ValueOf(string name) => Assert.Single(Measurements, measurement => measurement.Name == name).Value;

    public bool Has(string name) => Measurements.Any(measurement => measurement.Name == name);
}

internal sealed record CrankMetadata(
    string Source,
    string Name,
    string Aggregate,
    string Reduce,
    string Format,
    string ShortDescription,
    string LongDescription);

internal sealed record CrankMeasurement(string Name, DateTime Timestamp, double Value);
