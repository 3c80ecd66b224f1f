namespace HttpLab.Results.Tests.Browser;

/// <summary>Small HTML pages written to a temporary folder for a test to open, removed on Dispose.</summary>
internal sealed class TestPages : IDisposable
{
    private readonly TemporaryDirectory folder = new("httplab-browser-pages-");

    public string Folder => folder.Path;

    /// <returns>The page's path.</returns>
    public string Write(string name, string body)
    {
        var path = Path.Combine(folder.Path, name);
        File.WriteAllText(
            path,
            $"""
            <!doctype html>
            <html><head><meta charset="utf-8"><title>{name}</title></head>
            <body style="margin: 0">{body}</body></html>
            """);
        return path;
    }

    public void Dispose() => folder.Dispose();
}
