using Microsoft.AspNetCore.Http;

namespace HttpLab.Target;

/// <summary>
/// Writes RFC 7807 problem details the same way the exception handler does, so every error looks alike.
/// </summary>
internal static class TargetProblems
{
    public static Task WriteAsync(HttpContext context, int statusCode, string title, string detail) =>
        TypedResults.Problem(detail, statusCode: statusCode, title: title).ExecuteAsync(context);
}
