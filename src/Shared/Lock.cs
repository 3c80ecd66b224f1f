#if !NET9_0_OR_GREATER
namespace System.Threading;

/// <summary>
/// .NET 8 has no <c>System.Threading.Lock</c>; there a <c>lock</c> statement on this type takes a monitor, as
/// every lock did before .NET 9.
/// </summary>
internal sealed class Lock
{
    private readonly object monitor = new();

    public Scope EnterScope()
    {
        Monitor.Enter(monitor);
        return new Scope(monitor);
    }

    public readonly ref struct Scope(object monitor)
    {
        public void Dispose() => Monitor.Exit(monitor);
    }
}
#endif
