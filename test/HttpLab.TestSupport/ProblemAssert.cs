using System.Text.Json;
using Xunit;

namespace HttpLab.TestSupport;

public static class ProblemAssert
{
    /// <summary>Asserts an RFC 7807 response with the status and returns its JSON for further checks.</summary>
    public static async Task<JsonElement> IsProblemAsync(HttpResponseMessage response, int status)
    {
        Assert.Equal(status, (int)response.StatusCode);
        Assert.Equal("application/problem+json", response.Content.Headers.ContentType?.MediaType);
        using var document = JsonDocument.Parse(await response.Content.ReadAsStringAsync());
        var problem = document.RootElement.Clone();
        Assert.Equal(status, problem.GetProperty("status").GetInt32());
        Assert.False(string.IsNullOrEmpty(problem.GetProperty("title").GetString()));
        return problem;
    }
}
