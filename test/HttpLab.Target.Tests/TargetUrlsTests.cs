namespace HttpLab.Target.Tests;

public sealed class TargetUrlsTests
{
    [Theory]
    [InlineData("http://127.0.0.1:0")]
    [InlineData("http://127.0.0.1:5000/")]
    [InlineData("http://127.8.9.10:8080")]
    [InlineData("http://[::1]:0")]
    [InlineData("http://localhost:5000")]
    [InlineData("HTTP://LOCALHOST:5000")]
    [InlineData("http://127.0.0.1:0; http://[::1]:0")]
    [InlineData("http://127.0.0.1:5000;")]
    public void Validate_Loopback_ReturnsNull(string urls) =>
        Assert.Null(TargetUrls.Validate(urls, allowRemote: false));

    [Theory]
    [InlineData("http://0.0.0.0:5000", "0.0.0.0")]
    [InlineData("http://[::]:0", "[::]")]
    [InlineData("http://*:5000", "*")]
    [InlineData("http://+:5000", "+")]
    [InlineData("http://192.168.1.10:5000", "192.168.1.10")]
    [InlineData("http://example.com:80", "example.com")]
    [InlineData("http://127.0.0.1:0;http://0.0.0.0:5000", "0.0.0.0")]
    public void Validate_RemoteWithoutAllowRemote_Refused(string urls, string host)
    {
        var error = TargetUrls.Validate(urls, allowRemote: false);

        Assert.Equal($"binding {host} exposes the target beyond this machine; pass --allow-remote to do it", error);
    }

    [Theory]
    [InlineData("http://0.0.0.0:5000")]
    [InlineData("http://[::]:0")]
    [InlineData("http://*:5000")]
    [InlineData("http://127.0.0.1:0;http://0.0.0.0:5000")]
    public void Validate_RemoteWithAllowRemote_ReturnsNull(string urls) =>
        Assert.Null(TargetUrls.Validate(urls, allowRemote: true));

    [Theory]
    [InlineData("https://127.0.0.1:5001")]
    [InlineData("http://127.0.0.1:0;https://127.0.0.1:5001")]
    public void Validate_Https_RefusedAsUnsupported(string urls)
    {
        var error = TargetUrls.Validate(urls, allowRemote: true);

        Assert.NotNull(error);
        Assert.Contains("https", error, StringComparison.Ordinal);
        Assert.Contains("cleartext", error, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("https://127.0.0.1:0")]
    [InlineData("https://[::1]:5001")]
    [InlineData("https://localhost:5001")]
    [InlineData("https://127.0.0.1:0;https://127.0.0.1:5001")]
    public void ValidateHttps_Loopback_ReturnsNull(string urls) =>
        Assert.Null(TargetUrls.ValidateHttps(urls, allowRemote: false));

    [Theory]
    [InlineData("http://127.0.0.1:0", "is not an absolute https:// URL")]
    [InlineData("https://0.0.0.0:5001", "binding 0.0.0.0 exposes the target beyond this machine")]
    [InlineData("https://*:5001", "binding * exposes the target beyond this machine")]
    [InlineData("https://localhost:0", "use https://127.0.0.1:0")]
    [InlineData("https://127.0.0.1:5001/base", "binds scheme, host and port only")]
    [InlineData("", "no URL given: pass one like https://")]
    public void ValidateHttps_Bad_OneLineSayingWhy(string urls, string problem)
    {
        var error = TargetUrls.ValidateHttps(urls, allowRemote: false);

        Assert.Contains(problem, error, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', error!);
    }

    [Fact]
    public void ValidateHttps_RemoteWithAllowRemote_ReturnsNull() =>
        Assert.Null(TargetUrls.ValidateHttps("https://0.0.0.0:5001", allowRemote: true));

    [Theory]
    [InlineData("not a url")]
    [InlineData("127.0.0.1:5000")]
    [InlineData("localhost:5000")]
    [InlineData("ftp://127.0.0.1:21")]
    [InlineData("http://")]
    [InlineData("http://127.0.0.1:99999")]
    [InlineData("/relative")]
    public void Validate_NotAnHttpUrl_Refused(string urls)
    {
        var error = TargetUrls.Validate(urls, allowRemote: true);

        Assert.NotNull(error);
        Assert.Contains("is not an absolute http:// URL", error, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("")]
    [InlineData(" ; ")]
    public void Validate_Empty_Refused(string urls) =>
        Assert.StartsWith("no URL given", TargetUrls.Validate(urls, allowRemote: true), StringComparison.Ordinal);

    [Theory]
    [InlineData("http://127.0.0.1:5000/base")]
    [InlineData("http://127.0.0.1:5000/?q=1")]
    [InlineData("http://user@127.0.0.1:5000")]
    public void Validate_PathQueryOrUser_Refused(string urls) =>
        Assert.Contains(
            "binds scheme, host and port only",
            TargetUrls.Validate(urls, allowRemote: false),
            StringComparison.Ordinal);

    [Fact]
    public void Validate_LocalhostPortZero_RefusedWithAlternative() =>
        Assert.Contains(
            "http://127.0.0.1:0",
            TargetUrls.Validate("http://localhost:0", allowRemote: false),
            StringComparison.Ordinal);

    [Theory]
    [InlineData("not a url")]
    [InlineData("https://127.0.0.1:5001")]
    [InlineData("http://0.0.0.0:5000")]
    [InlineData("http://localhost:0")]
    public void Validate_AnyError_IsOneLine(string urls) =>
        Assert.DoesNotContain('\n', TargetUrls.Validate(urls, allowRemote: false) ?? "(valid)");
}
