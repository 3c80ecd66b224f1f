using System.CommandLine;
using System.Numerics;

namespace HttpLab.Cli.Tests.CommandLine;

/// <summary>
/// Every numeric option of every command, found by walking the command tree so that an option added later is covered
/// without touching this test: a value its type cannot hold is a usage error like any other bad value, not a crash.
/// </summary>
public sealed class NumericOptionsTests
{
    // Options a command cannot run without, with a valid value, so that the error reported is the one under test.
    private static readonly Dictionary<string, string> RequiredOptionSamples = new(StringComparer.Ordinal)
    {
        ["--duration"] = "1s",
    };

    public static TheoryData<string, string, string> NumericOptionsAndBadValues()
    {
        var data = new TheoryData<string, string, string>();
        foreach (var (path, option) in NumericOptions())
        {
            var beyondType = IsFloatingPoint(option.ValueType) ? "1e999" : "99999999999999999999";
            foreach (var value in new[] { beyondType, "-" + beyondType, "twelve" })
            {
                data.Add(path, option.Name, value);
            }
        }

        return data;
    }

    [Fact]
    public void NumericOptions_WalkOfTheCommandTree_FindsTheKnownOnes()
    {
        var found = NumericOptions().Select(entry => $"{entry.Path} {entry.Option.Name}").ToArray();

        foreach (var known in new[]
        {
            "load --connections", "load --max-in-flight", "load --requests", "run --deadline-ms", "run --sizes",
            "run --rates", "run --load-connections",
        })
        {
            Assert.Contains(known, found);
        }
    }

    [Theory]
    [MemberData(nameof(NumericOptionsAndBadValues))]
    public async Task NumericOption_ValueItsTypeCannotHold_OneLineErrorNamingTheOptionAndExitCode2(
        string path, string optionName, string value)
    {
        var console = new TestConsole();
        var command = Find(path);
        var args = path.Split(' ').ToList();
        foreach (var required in command.Options.Where(option => option.Required && option.Name != optionName))
        {
            Assert.True(
                RequiredOptionSamples.TryGetValue(required.Name, out var sample),
                $"add a valid sample value for the required option {required.Name}");
            args.AddRange([required.Name, sample]);
        }

        args.AddRange([optionName, value]);

        var exitCode = await console.RunAsync([.. args]);

        Assert.Equal(2, exitCode);
        var line = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("httplab: error: ", line, StringComparison.Ordinal);
        Assert.Contains(optionName, line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", console.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("System.", line, StringComparison.Ordinal);
    }

    private static IEnumerable<(string Path, Option Option)> NumericOptions()
    {
        var root = HttpLabApp.CreateRoot(new TestConsole().Cli);
        return Walk(root.Subcommands, "");

        static IEnumerable<(string Path, Option Option)> Walk(IEnumerable<Command> commands, string prefix)
        {
            foreach (var command in commands)
            {
                var path = prefix + command.Name;
                foreach (var option in command.Options.Where(option => IsNumeric(option.ValueType)))
                {
                    yield return (path, option);
                }

                foreach (var nested in Walk(command.Subcommands, path + " "))
                {
                    yield return nested;
                }
            }
        }
    }

    private static Command Find(string path)
    {
        Command command = HttpLabApp.CreateRoot(new TestConsole().Cli);
        foreach (var name in path.Split(' '))
        {
            command = command.Subcommands.Single(subcommand => subcommand.Name == name);
        }

        return command;
    }

    // A number, a nullable number or a list of numbers (--sizes 10,100).
    private static Type Scalar(Type type)
    {
        var element = type.IsArray ? type.GetElementType()! : type;
        return Nullable.GetUnderlyingType(element) ?? element;
    }

    private static bool IsNumeric(Type type) => Implements(Scalar(type), typeof(INumber<>));

    private static bool IsFloatingPoint(Type type) => Implements(Scalar(type), typeof(IFloatingPoint<>));

    private static bool Implements(Type type, Type genericInterface) =>
        type.GetInterfaces()
            .Any(candidate => candidate.IsGenericType && candidate.GetGenericTypeDefinition() == genericInterface);
}
