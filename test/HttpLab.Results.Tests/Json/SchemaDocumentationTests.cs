using System.Text.Json;
using System.Text.RegularExpressions;
using HttpLab.Results.Json;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Json;

public sealed partial class SchemaDocumentationTests
{
    private static readonly Lazy<HashSet<string>> Documented = new(ReadDocumentedNames);

    [Fact]
    public void SchemaDocument_EveryPropertyOfSerializedRun_IsDocumented()
    {
        var names = new SortedSet<string>(StringComparer.Ordinal);
        foreach (var run in new[]
            { SampleRuns.Interrupted(), CancellationSample.Run(), RoundSamples.Run(withheld: true) })
        {
            using var document = JsonDocument.Parse(ResultsJson.Serialize(run));
            CollectPropertyNames(document.RootElement, names);
        }

        var undocumented = names.Where(name => !Documented.Value.Contains(name)).ToArray();

        Assert.True(names.Count > 20, "The fixed run should exercise most of the schema.");
        Assert.True(
            undocumented.Length == 0, $"Not documented in docs/results-schema.md: {string.Join(", ", undocumented)}");
    }

    [Fact]
    public void SchemaDocument_EveryCatalogMetric_IsDocumented()
    {
        var undocumented = MetricCatalog.All
            .Select(metric => metric.Name)
            .Where(name => !Documented.Value.Contains(name))
            .ToArray();

        Assert.True(
            undocumented.Length == 0,
            $"Metrics not documented in docs/results-schema.md: {string.Join(", ", undocumented)}");
    }

    [Fact]
    public void SchemaDocument_CurrentSchemaVersion_IsStated()
    {
        var text = File.ReadAllText(SchemaPath);

        Assert.Contains($"schemaVersion {RunResult.CurrentSchemaVersion}", text, StringComparison.Ordinal);
    }

    private static string SchemaPath => Path.Combine(RepositoryPaths.Root, "docs", "results-schema.md");

    private static void CollectPropertyNames(JsonElement element, ISet<string> names)
    {
        switch (element.ValueKind)
        {
            case JsonValueKind.Object:
                foreach (var property in element.EnumerateObject())
                {
                    names.Add(property.Name);

                    // The keys of these maps are data (parameter names, metric names), not schema; catalog metrics have
                    // their own test. A distribution's own fields inside metrics are schema.
                    if (property.Name == "metrics")
                    {
                        foreach (var metric in property.Value.EnumerateObject())
                        {
                            CollectPropertyNames(metric.Value, names);
                        }
                    }
                    else if (property.Name != "parameters")
                    {
                        CollectPropertyNames(property.Value, names);
                    }
                }

                break;
            case JsonValueKind.Array:
                foreach (var item in element.EnumerateArray())
                {
                    CollectPropertyNames(item, names);
                }

                break;
        }
    }

    private static HashSet<string> ReadDocumentedNames() =>
        File.ReadLines(SchemaPath)
            .Select(line => FirstColumnName().Match(line))
            .Where(match => match.Success)
            .Select(match => match.Groups["name"].Value)
            .ToHashSet(StringComparer.Ordinal);

    [GeneratedRegex(@"^\|\s*`(?<name>[A-Za-z0-9]+)`")]
    private static partial Regex FirstColumnName();
}
