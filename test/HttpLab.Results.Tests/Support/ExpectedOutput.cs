namespace HttpLab.Results.Tests.Support;

/// <summary>
/// Compares output with a committed file in Expected/. On a difference the actual output is written next to the test
/// binaries as *.received.* to diff and, once reviewed, copy over; HTTPLAB_ACCEPT_OUTPUT=1 writes it to Expected/
/// directly.
/// </summary>
internal static class ExpectedOutput
{
    public static void Matches(string fileName, string actual)
    {
        var normalized = Normalize(actual);
        var expectedPath = Path.Combine(AppContext.BaseDirectory, "Expected", fileName);
        if (System.Environment.GetEnvironmentVariable("HTTPLAB_ACCEPT_OUTPUT") == "1")
        {
            File.WriteAllText(Path.Combine(RepositoryPaths.ProjectDirectory, "Expected", fileName), normalized);
            return;
        }

        var expected = File.Exists(expectedPath) ? Normalize(File.ReadAllText(expectedPath)) : null;
        if (expected == normalized)
        {
            return;
        }

        var receivedPath = Path.Combine(
            AppContext.BaseDirectory,
            "Received",
            Path.GetFileNameWithoutExtension(fileName) + ".received" + Path.GetExtension(fileName));
        Directory.CreateDirectory(Path.GetDirectoryName(receivedPath)!);
        File.WriteAllText(receivedPath, normalized);
        Assert.Fail(
            $"Output differs from Expected/{fileName}; the actual output is in {receivedPath}. "
                + $"First difference: {FirstDifference(expected, normalized)}");
    }

    public static string Normalize(string text) =>
        text.Replace("\r\n", "\n", StringComparison.Ordinal).Replace('\r', '\n');

    private static string FirstDifference(string? expected, string actual)
    {
        if (expected is null)
        {
            return "the expected file is missing.";
        }

        var expectedLines = expected.Split('\n');
        var actualLines = actual.Split('\n');
        for (var index = 0; index < Math.Max(expectedLines.Length, actualLines.Length); index++)
        {
            var expectedLine = index < expectedLines.Length ? expectedLines[index] : "<end of file>";
            var actualLine = index < actualLines.Length ? actualLines[index] : "<end of file>";
            if (expectedLine != actualLine)
            {
                return $"line {index + 1}: expected \"{expectedLine}\", actual \"{actualLine}\".";
            }
        }

        return "none found line by line.";
    }
}
