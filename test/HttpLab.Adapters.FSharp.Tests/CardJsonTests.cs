using HttpLab.Adapters.FSharp.Tests.Support;
using Microsoft.FSharp.Collections;

namespace HttpLab.Adapters.FSharp.Tests;

public sealed class CardJsonTests
{
    private const string Prefix = "cards for 'pikachu' are not a valid card list: ";

    [Fact]
    public void Parse_CamelCaseCards_ReturnsThemInOrder()
    {
        const string Json = """
[{"id":"base1-58","name":"Pikachu","hp":40,"types":["Lightning"],"rarity":"Common","set":"Base","number":"58"},
 {"id":"base2-60","name":"Pikachu","hp":50,"types":["Lightning","Metal"],"rarity":"Rare","set":"Jungle","number":"60"}]
""";

        var cards = ResultAssert.Ok(CardJson.Parse("pikachu", Json));

        Assert.Equal(
            [
                new Card("base1-58", "Pikachu", 40, ListModule.OfSeq(["Lightning"]), "Common", "Base", "58"),
                new Card("base2-60", "Pikachu", 50, ListModule.OfSeq(["Lightning", "Metal"]), "Rare", "Jungle", "60"),
            ],
            cards);
    }

    [Fact]
    public void Parse_EmptyArray_ReturnsNoCards() => Assert.Empty(ResultAssert.Ok(CardJson.Parse("pikachu", "[]")));

    [Theory]
    [InlineData("null", "the body is JSON null, not a list")]
    [InlineData("[null]", "card 0 is null")]
    [InlineData("[{}]", "card 0 lacks id, name, hp, types, rarity, set, number")]
    [InlineData(
        """[{"id":"a-1","name":"A","hp":10,"types":["Fire",null],"rarity":"Common","set":"S","number":"1"}]""",
        "card 0 lacks types")]
    [InlineData(
        """[{"id":"a-1","name":"A","hp":10,"types":["Fire"],"rarity":"Common","set":"S","number":"1"},{"id":"a-2"}]""",
        "card 1 lacks name, hp, types, rarity, set, number")]
    public void Parse_IncompleteCards_ReturnsErrorNamingWhatIsMissing(string json, string detail)
    {
        Assert.Equal(Prefix + detail, ResultAssert.Error(CardJson.Parse("pikachu", json)));
    }

    [Theory]
    [InlineData("{\"cards\":[]}")]
    [InlineData("[{\"hp\":\"forty\"}]")]
    [InlineData("")]
    public void Parse_NotACardArray_ReturnsErrorWithTheSerializersMessage(string json)
    {
        var error = ResultAssert.Error(CardJson.Parse("pikachu", json));

        Assert.StartsWith(Prefix, error, StringComparison.Ordinal);
        Assert.True(error.Length > Prefix.Length, "The serializer's message is missing.");
    }

    [Theory]
    [InlineData("pikachu", "cards/pikachu")]
    [InlineData("mr mime", "cards/mr%20mime")]
    [InlineData("a/b", "cards/a%2Fb")]
    public void Uri_Name_IsOneEscapedRelativeSegment(string name, string expected)
    {
        var uri = CardsRequest.Uri(name);

        Assert.False(uri.IsAbsoluteUri);
        Assert.Equal(expected, uri.OriginalString);
        Assert.Equal(new Uri("http://host/api/" + expected), new Uri(new Uri("http://host/api/"), uri));
    }
}
