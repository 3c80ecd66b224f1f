namespace HttpLab.Results.Tests.Browser;

/// <summary>
/// Tests that drive headless Chromium: one browser at a time, since each one is several processes and this machine
/// may have two cores. Other collections still run beside them.
/// </summary>
[CollectionDefinition(Name)]
public sealed class BrowserCollection
{
    public const string Name = "Headless browser";
}
