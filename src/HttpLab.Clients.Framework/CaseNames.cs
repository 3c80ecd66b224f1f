namespace HttpLab.Clients.Framework;

/// <summary>
/// The names the .NET clients study gives these cases and their group, so a cross-runtime table lines them up.
/// </summary>
internal static class CaseNames
{
    public const string SharedHttpClient = nameof(SharedHttpClient);

    public const string HttpWebRequest = nameof(HttpWebRequest);

    public const string Group = "webrequest-vs-httpclient";

    /// <summary>One request at a time, as in the .NET study's webrequest-vs-httpclient group.</summary>
    public const int Concurrency = 1;
}
