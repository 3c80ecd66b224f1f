namespace HttpLab.Clients.Framework;

/// <summary>
/// The clients study's HttpClient and HttpWebRequest echo cases on the .NET Framework (on Linux, Mono):
/// <c>mono HttpLab.Clients.Framework.exe --target URL --body-sizes 16,4096 --profile quick --out FILE.json</c>.
/// Progress lines go to standard output, one error line to standard error. Exit codes: 0 measured, 1 the run failed
/// (a case could not be measured or an echo did not match), 2 bad arguments.
/// </summary>
public static class Program
{
    public static async Task<int> Main(string[] args)
    {
        var arguments = RunArguments.Parse(args, out var usageError);
        if (arguments is null)
        {
            Console.Error.WriteLine("error: " + usageError);
            return 2;
        }

        IReadOnlyList<MeasuredCase> cases;
        try
        {
            cases = await EchoBenchmarkRun.RunAsync(arguments).ConfigureAwait(false);
        }
        catch (RunFailedException exception)
        {
            Console.Error.WriteLine("error: " + OneLine(exception.Message));
            return 1;
        }
        catch (Exception exception)
        {
            // Whatever else BenchmarkDotNet or the runtime throws: still one line for the parent, not a stack trace.
            Console.Error.WriteLine($"error: {exception.GetType().Name}: {OneLine(exception.Message)}");
            return 1;
        }

        try
        {
            OutputFile.Write(arguments, cases);
            return 0;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            Console.Error.WriteLine($"error: could not write {arguments.OutPath}: {OneLine(exception.Message)}");
            return 1;
        }
    }

    private static string OneLine(string text) =>
        string.Join(" ", text.Split(['\r', '\n'], StringSplitOptions.RemoveEmptyEntries).Select(line => line.Trim()));
}
