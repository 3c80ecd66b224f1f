using HttpLab.Results.Markdown;

namespace HttpLab.Results.Tests.Markdown;

public sealed class MarkdownTextTests
{
    [Theory]
    [InlineData("GetAsync_ReadAsStringAsync", "GetAsync_ReadAsStringAsync")]
    [InlineData("_private", "\\_private")]
    [InlineData("a | b", "a \\| b")]
    [InlineData("GetAsync<T>", "GetAsync\\<T\\>")]
    [InlineData("*bold* [link]", "\\*bold\\* \\[link\\]")]
    [InlineData("line\r\nbreak\nhere", "line break here")]
    public void Escape_Text_SafeInTablesAndParagraphs(string text, string expected)
    {
        Assert.Equal(expected, MarkdownText.Escape(text));
    }
}
