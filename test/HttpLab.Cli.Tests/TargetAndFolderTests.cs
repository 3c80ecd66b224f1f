using Xunit.Abstractions;

namespace HttpLab.Cli.Tests;

/// <summary>
/// Tests that run httplab commands against a target of their own (Kestrel on port 0, logging to the test's output) and
/// write into a temporary folder of their own: both made for each test and gone after it.
/// </summary>
/// <param name="output">The test's output, where the target logs.</param>
/// <param name="folderPrefix">The start of the temporary folder's name, to tell whose folder is left behind.</param>
public abstract class TargetAndFolderTests(ITestOutputHelper output, string folderPrefix) : IAsyncLifetime, IDisposable
{
    protected ITestOutputHelper Output { get; } = output;

    protected TemporaryDirectory Work { get; } = new(folderPrefix);

    protected TargetFixture Target { get; } = new TargetFixture().LogTo(output);

    protected Uri Plaintext => new(Target.BaseAddress, "plaintext");

    public virtual Task InitializeAsync() => Target.InitializeAsync();

    public Task DisposeAsync() => Target.DisposeAsync();

    public void Dispose()
    {
        Work.Dispose();
        GC.SuppressFinalize(this);
    }
}
