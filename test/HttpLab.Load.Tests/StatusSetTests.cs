namespace HttpLab.Load.Tests;

public sealed class StatusSetTests
{
    [Theory]
    [InlineData("2xx", "2xx", new[] { 200, 204, 299 }, new[] { 199, 300, 404 })]
    [InlineData("200,201", "200,201", new[] { 200, 201 }, new[] { 202, 204, 404 })]
    [InlineData("200-299", "200-299", new[] { 200, 250, 299 }, new[] { 199, 300 })]
    [InlineData(" 2XX , 304 ", "2xx,304", new[] { 204, 304 }, new[] { 301, 404 })]
    [InlineData("404", "404", new[] { 404 }, new[] { 200, 403, 405 })]
    [InlineData("100-999", "100-999", new[] { 100, 500, 999 }, new[] { 0, 99, 1000 })]
    public void TryParse_Valid_ContainsExactlyTheCodesNamed(string text, string normalized, int[] inside, int[] outside)
    {
        Assert.True(StatusSet.TryParse(text, out var set, out var problem), problem);
        Assert.Equal(normalized, set.ToString());
        Assert.All(inside, code => Assert.True(set.Contains(code), $"{code} should be in {set}"));
        Assert.All(outside, code => Assert.False(set.Contains(code), $"{code} should not be in {set}"));
    }

    [Theory]
    [InlineData("")]
    [InlineData("ok")]
    [InlineData("2x")]
    [InlineData("0xx")]
    [InlineData("99")]
    [InlineData("1000")]
    [InlineData("299-200")]
    [InlineData("200,")]
    [InlineData("+200")]
    [InlineData("2xx;3xx")]
    public void TryParse_Invalid_OneLineProblemNamingTheText(string text)
    {
        Assert.False(StatusSet.TryParse(text, out _, out var problem));
        Assert.DoesNotContain('\n', problem);
        Assert.Contains($"'{text}'", problem, StringComparison.Ordinal);
        Assert.Contains("2xx", problem, StringComparison.Ordinal);
    }

    [Fact]
    public void Success_IsTheDefault2xx()
    {
        Assert.True(StatusSet.Success.IsDefault);
        Assert.False(StatusSet.Parse("200-299").IsDefault);
    }
}
