using System.Globalization;
using System.Net;
using HttpLab.Target.Tests.Faults;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Security;

/// <summary>
/// Requests that name files, sent raw on the wire (no client normalises their paths): the target answers them as
/// requests for things it does not have, never with a file's content.
/// </summary>
public sealed class HostileRequestsTests : IClassFixture<TargetFixture>, IDisposable
{
    private static readonly TimeSpan Quiet = TimeSpan.FromSeconds(1);

    private readonly TargetFixture target;
    private readonly TemporaryDirectory work = new("httplab-hostile-");

    public HostileRequestsTests(TargetFixture target, ITestOutputHelper output)
    {
        this.target = target;
        target.Logs.Output = output;
    }

    public void Dispose()
    {
        target.Logs.Output = null;
        work.Dispose();
    }

    [Theory]
    [InlineData("/../../../../etc/passwd")]
    [InlineData("/%2e%2e/%2e%2e/%2e%2e/etc/passwd")]
    [InlineData("/cards/../../../../etc/passwd")]
    [InlineData("/cards/..%2F..%2F..%2F..%2Fetc%2Fpasswd")]
    [InlineData("/cards/%2Fetc%2Fpasswd")]
    [InlineData("/weather/..%2F..%2Fetc%2Fpasswd")]
    [InlineData("/aborts/..%2F..%2Fetc%2Fpasswd")]
    [InlineData("/plaintext/../../../etc/passwd")]
    [InlineData("/echo/..%2F..%2Fetc%2Fpasswd")]
    public async Task Get_PathNamingASystemFile_RefusedAndNeverItsContent(string path)
    {
        using var exchange = await RawExchange.SendAsync(target.BaseAddress, new Uri(path, UriKind.Relative));
        await exchange.ReadAsync(1 << 20, Quiet);

        Assert.Matches(@"^HTTP/1\.1 4\d\d ", exchange.Text);
        Assert.DoesNotContain("root:", exchange.Text, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("/cards/{0}")]
    [InlineData("/weather/{0}")]
    [InlineData("/aborts/{0}")]
    [InlineData("/delay?headersMs=0&file={0}")]
    public async Task Get_NamingAFileOfThisMachine_NeverAnswersWithIt(string template)
    {
        var secret = $"httplab-secret-{Guid.NewGuid():N}";
        var file = Path.Combine(work.Path, "secret.txt");
        await File.WriteAllTextAsync(file, secret);
        var path = string.Format(CultureInfo.InvariantCulture, template, WebUtility.UrlEncode(file));

        using var exchange = await RawExchange.SendAsync(target.BaseAddress, new Uri(path, UriKind.Relative));
        await exchange.ReadAsync(1 << 20, Quiet);

        Assert.StartsWith("HTTP/1.1 ", exchange.Text, StringComparison.Ordinal);
        Assert.DoesNotContain(secret, exchange.Text, StringComparison.Ordinal);
        Assert.Equal([file], Directory.GetFiles(work.Path));
    }
}
