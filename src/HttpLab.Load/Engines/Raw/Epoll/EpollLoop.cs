using System.Collections.Concurrent;
using System.Net.Sockets;
using System.Runtime.InteropServices;

namespace HttpLab.Load.Engines.Raw.Epoll;

/// <summary>
/// One thread waiting in epoll for the raw engine's plaintext connections, edge-triggered. It tells a connection only
/// that its socket became readable or writable; the connection then reads once, where .NET's sockets would first try a
/// receive that fails with EAGAIN on every request (the answer is not there yet) and only then wait.
/// </summary>
internal sealed unsafe class EpollLoop : IDisposable
{
    private const int Capacity = 256;
    private const ulong WakeToken = ulong.MaxValue;

    private readonly int epoll;
    private readonly int wake;
    private readonly Thread thread;
    private readonly Lock gate = new();
    private readonly List<EpollConnection> registered = [];
    private readonly ConcurrentQueue<EpollConnection> posted = new();
    private EpollConnection[] connections = [];
    private volatile bool disposed;

    public EpollLoop()
    {
        epoll = EpollNative.CreateEpoll();
        wake = EpollNative.CreateEventFd();
        _ = EpollNative.Control(epoll, EpollNative.Add, wake, EpollNative.Readable, WakeToken);
        thread = new Thread(Run) { IsBackground = true, Name = "httplab epoll" };
        thread.Start();
    }

    /// <summary>Gives <paramref name="connection"/> its number, the high half of every token it registers.</summary>
    public int Add(EpollConnection connection)
    {
        lock (gate)
        {
            registered.Add(connection);
            connections = [.. registered];
            return registered.Count - 1;
        }
    }

    /// <summary>Registers or changes a socket's interest, edge-triggered; a refusal is a <see cref="SocketException"/>.
    /// </summary>
    public void Watch(int fd, ulong token, uint events, bool change)
    {
        var error = EpollNative.Control(
            epoll, change ? EpollNative.Modify : EpollNative.Add, fd, events | EpollNative.EdgeTriggered, token);
        if (error != 0)
        {
            throw new SocketException(error);
        }
    }

    /// <summary>Has the loop's thread run <paramref name="connection"/>'s steps soon (for a stop).</summary>
    public void Post(EpollConnection connection)
    {
        posted.Enqueue(connection);
        EpollNative.Signal(wake);
    }

    public void Forget(int fd) => _ = EpollNative.Control(epoll, EpollNative.Delete, fd, 0, 0);

    public void Dispose()
    {
        if (disposed)
        {
            return;
        }

        // The loop's thread closes its descriptors as it leaves. Disposed from that thread (code awaiting a request's
        // end continues there), it leaves when this returns, so there is nothing to wait for.
        disposed = true;
        EpollNative.Signal(wake);
        if (Thread.CurrentThread != thread)
        {
            thread.Join();
        }
    }

    private void Run()
    {
        var events = (EpollNative.Event*)NativeMemory.Alloc(Capacity, (nuint)sizeof(EpollNative.Event));
        try
        {
            while (!disposed)
            {
                var count = EpollNative.Wait(epoll, events, Capacity);
                if (count < 0)
                {
                    return;
                }

                var current = Volatile.Read(ref connections);
                for (var i = 0; i < count; i++)
                {
                    var token = events[i].Token;
                    if (token != WakeToken)
                    {
                        current[(int)(token >> 32)].OnEvents((uint)token, events[i].Events);
                        continue;
                    }

                    EpollNative.Drain(wake);
                    while (posted.TryDequeue(out var connection))
                    {
                        connection.Drive();
                    }
                }
            }
        }
        finally
        {
            NativeMemory.Free(events);
            EpollNative.CloseFd(epoll);
            EpollNative.CloseFd(wake);
        }
    }
}
