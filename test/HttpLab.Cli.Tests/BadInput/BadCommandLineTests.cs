using System.CommandLine;
using HttpLab.Cli.CommandLine;

namespace HttpLab.Cli.Tests.BadInput;

/// <summary>
/// Every row of <see cref="BadCommandLines"/>, and for every option that takes a value the line that ends before its
/// value and the line that gives it twice: exit code 2, one line naming the option, no stack trace, nothing started.
/// The command tree is walked, so an option added later without rows fails <see cref="Table_CoversEveryOption"/>.
/// </summary>
public sealed class BadCommandLineTests
{
    private static readonly Lazy<IReadOnlyDictionary<string, BadValue>> Rows = new(BuildRows);

    /// <summary>The rows by the command line they run (with <see cref="BadCommandLines.Work"/> unreplaced).</summary>
    public static TheoryData<string> RowNames() => [.. Rows.Value.Keys];

    [Fact]
    public void Table_CoversEveryOption()
    {
        var missing = new List<string>();
        foreach (var (command, option) in Options())
        {
            var key = $"{command} {option.Name}";
            if (BadCommandLines.Exempt.ContainsKey(option.Name))
            {
                continue;
            }

            if (!BadCommandLines.ByOption.ContainsKey(key))
            {
                missing.Add($"{key}: no bad values");
            }

            if (TakesValue(option) && !BadCommandLines.Repeatable.Contains(option.Name)
                && !BadCommandLines.Valid.ContainsKey(option.Name))
            {
                missing.Add($"{key}: no valid value to give twice");
            }
        }

        Assert.Empty(missing);
    }

    [Fact]
    public void Table_HasNoRowsForOptionsThatDoNotExist()
    {
        var real = Options().Select(entry => $"{entry.Command} {entry.Option.Name}").ToHashSet();

        Assert.All(BadCommandLines.ByOption.Keys, key => Assert.Contains(key, real));
    }

    [Theory]
    [MemberData(nameof(RowNames))]
    public async Task BadCommandLine_OneLineNamingTheOptionExitCode2NothingStarted(string row)
    {
        var (args, expected) = Rows.Value[row];
        using var work = new TemporaryDirectory("httplab-bad-input-");
        File.WriteAllText(Path.Combine(work.Path, "a-file"), "not a folder");
        Directory.CreateDirectory(Path.Combine(work.Path, "full"));
        File.WriteAllText(Path.Combine(work.Path, "full", "kept.txt"), "not empty");
        File.WriteAllText(Path.Combine(work.Path, "body.bin"), "body");
        File.WriteAllText(Path.Combine(work.Path, "requests.txt"), "GET /plaintext\n");
        Directory.CreateDirectory(Path.Combine(work.Path, "run"));
        File.WriteAllText(Path.Combine(work.Path, "run", "results.json"), BadResultsFileTests.Good());
        if (args is ["merge", ..])
        {
            await MergeInputs.WriteAsync(work.Path);
        }

        var before = Snapshot(work.Path);
        var console = new TestConsole();

        // Already cancelled where a command measures or serves: a row that got past validation stops at once instead
        // of running for minutes, and still fails, by its exit code and by what it wrote. compare, report and merge
        // only read and write files, which a cancelled token would stop before their folder options are checked.
        var measures = args is ["run" or "load" or "serve", ..];
        var exitCode = await console.RunAsync(
            new CancellationToken(canceled: measures),
            [.. Resolve(args, work.Path).Select(arg => arg.Replace(BadCommandLines.Work, work.Path))]);

        var line = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.True(exitCode == 2, $"exit code {exitCode}: {line}");
        Assert.StartsWith("httplab: error: ", line, StringComparison.Ordinal);
        foreach (var text in expected.Select(text => text.Replace(BadCommandLines.Work, work.Path)))
        {
            Assert.True(line.Contains(text, StringComparison.Ordinal), $"'{text}' is not in: {line}");
        }

        Assert.DoesNotContain("   at ", console.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("Exception", line, StringComparison.Ordinal);
        Assert.DoesNotContain("System.", line, StringComparison.Ordinal);
        Assert.Equal("", console.Output);
        Assert.Equal("", console.Rich);
        Assert.Equal(before, Snapshot(work.Path));
    }

    // A command that writes results gets its own --results-dir inside the test's folder, unless the row is about it.
    private static IEnumerable<string> Resolve(string[] args, string work)
    {
        var writesResults = args is ["run" or "load" or "compare" or "report" or "merge", ..];
        var aboutResults = args.Any(arg => arg is "--out" or "--results-dir");
        return writesResults && !aboutResults
            ? [args[0], "--results-dir", Path.Combine(work, "results"), .. args[1..]]
            : args;
    }

    private static string[] Snapshot(string folder) =>
        [
            .. Directory.EnumerateFileSystemEntries(folder, "*", SearchOption.AllDirectories)
                .Order(StringComparer.Ordinal),
        ];

    private static IReadOnlyDictionary<string, BadValue> BuildRows()
    {
        var rows = new List<BadValue>();
        foreach (var (key, values) in BadCommandLines.ByOption)
        {
            var command = key.Split(' ')[0];
            rows.AddRange(values.Select(value =>
                value with { Args = [command, .. Needs(command, value.Args), .. value.Args] }));
        }

        foreach (var (command, option) in Options())
        {
            if (!TakesValue(option) || BadCommandLines.Exempt.ContainsKey(option.Name))
            {
                continue;
            }

            var needs = Needs(command, [option.Name]);
            rows.Add(new([command, .. needs, option.Name], option.Name));
            if (!BadCommandLines.Repeatable.Contains(option.Name)
                && BadCommandLines.Valid.TryGetValue(option.Name, out var valid))
            {
                rows.Add(new([command, .. needs, option.Name, valid, option.Name, valid], option.Name));
                foreach (var alias in option.Aliases)
                {
                    rows.Add(new([command, .. needs, option.Name, valid, alias, valid], option.Name));
                }
            }
        }

        rows.AddRange(BadCommandLines.WholeLines);
        return rows.ToDictionary(row => CliConsole.CommandLineOf(row.Args), StringComparer.Ordinal);
    }

    private static string[] Needs(string command, string[] args) =>
        [.. BadCommandLines.Needs[command].Chunk(2).Where(pair => !args.Contains(pair[0])).SelectMany(pair => pair)];

    private static bool TakesValue(Option option) =>
        option.ValueType != typeof(bool) && option.Arity.MaximumNumberOfValues > 0;

    private static IEnumerable<(string Command, Option Option)> Options()
    {
        var root = HttpLabApp.CreateRoot(new TestConsole().Cli);
        foreach (var option in root.Options)
        {
            yield return ("httplab", option);
        }

        foreach (var command in root.Subcommands)
        {
            Assert.Empty(command.Subcommands);
            foreach (var option in command.Options)
            {
                yield return (command.Name, option);
            }
        }
    }
}
