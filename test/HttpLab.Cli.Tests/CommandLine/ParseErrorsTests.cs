using HttpLab.Cli.CommandLine;


namespace HttpLab.Cli.Tests.CommandLine;

public sealed class ParseErrorsTests
{
    [Theory]
    [InlineData("load --insecure=maybe", "--insecure is a flag")]
    [InlineData("load -k:yes", "-k is a flag")]
    [InlineData("load --insecure=true", null)]
    [InlineData("load --insecure", null)]
    // The value of an option that takes one is never read as a flag, whatever it looks like.
    [InlineData("load http://127.0.0.1:1/ --body --insecure=maybe", null)]
    [InlineData("load http://127.0.0.1:1/ -H --insecure=maybe --insecure=no", "--insecure is a flag")]
    [InlineData("load -- --insecure=maybe", null)]
    public void FlagValue_FlagGivenAValue_NamedUnlessItIsAnotherOptionsValue(string line, string? expected)
    {
        var root = HttpLabApp.CreateRoot(new TestConsole().Cli);

        var problem = ParseErrors.FlagValue(root, line.Split(' '));

        if (expected is null)
        {
            Assert.Null(problem);
        }
        else
        {
            Assert.StartsWith(expected, problem, StringComparison.Ordinal);
        }
    }
}
