using System.Runtime.InteropServices;

namespace HttpLab.Load.Engines.Raw.Epoll;

/// <summary>
/// Linux's epoll and eventfd, as <see cref="EpollLoop"/> uses them. Only on x86-64, where the kernel packs
/// <c>struct epoll_event</c> into 12 bytes (<see cref="Event"/>); elsewhere the raw engine keeps .NET's sockets.
/// </summary>
internal static unsafe partial class EpollNative
{
    public const uint Readable = 0x001;
    public const uint Writable = 0x004;
    public const uint Error = 0x008;
    public const uint HangUp = 0x010;
    public const uint PeerClosed = 0x2000;
    public const uint EdgeTriggered = 1u << 31;

    public const int Add = 1;
    public const int Delete = 2;
    public const int Modify = 3;

    private const int CloseOnExec = 0x80000;
    private const int NonBlocking = 0x800;
    private const int Interrupted = 4;

    /// <summary>True on Linux on x86-64.</summary>
    public static bool IsSupported { get; } =
        OperatingSystem.IsLinux() && RuntimeInformation.ProcessArchitecture == Architecture.X64;

    public static int CreateEpoll() => Checked(EpollCreate(CloseOnExec));

    public static int CreateEventFd() => Checked(EventFd(0, CloseOnExec | NonBlocking));

    /// <summary>Adds, modifies or deletes <paramref name="fd"/>'s interest; returns the errno, 0 on success.</summary>
    public static int Control(int epoll, int operation, int fd, uint events, ulong token)
    {
        var registration = new Event { Events = events, Token = token };
        return EpollCtl(epoll, operation, fd, &registration) == 0 ? 0 : Marshal.GetLastPInvokeError();
    }

    /// <summary>Waits for events; 0 when a signal interrupted the wait, -1 on any other failure.</summary>
    public static int Wait(int epoll, Event* events, int capacity)
    {
        var count = EpollWait(epoll, events, capacity, -1);
        return count >= 0 ? count : Marshal.GetLastPInvokeError() == Interrupted ? 0 : -1;
    }

    public static void Signal(int eventFd)
    {
        var one = 1UL;
        _ = Write(eventFd, &one, sizeof(ulong));
    }

    /// <summary>Resets an eventfd that <see cref="Signal"/> made readable.</summary>
    public static void Drain(int eventFd)
    {
        var value = 0UL;
        _ = Read(eventFd, &value, sizeof(ulong));
    }

    public static void CloseFd(int fd) => _ = Close(fd);

    private static int Checked(int result) => result >= 0
        ? result
        : throw new System.Net.Sockets.SocketException(Marshal.GetLastPInvokeError());

    [LibraryImport("libc", EntryPoint = "epoll_create1", SetLastError = true)]
    private static partial int EpollCreate(int flags);

    [LibraryImport("libc", EntryPoint = "epoll_ctl", SetLastError = true)]
    private static partial int EpollCtl(int epoll, int operation, int fd, Event* registration);

    [LibraryImport("libc", EntryPoint = "epoll_wait", SetLastError = true)]
    private static partial int EpollWait(int epoll, Event* events, int capacity, int timeoutMilliseconds);

    [LibraryImport("libc", EntryPoint = "eventfd", SetLastError = true)]
    private static partial int EventFd(uint initialValue, int flags);

    [LibraryImport("libc", EntryPoint = "write", SetLastError = true)]
    private static partial nint Write(int fd, void* buffer, nint count);

    [LibraryImport("libc", EntryPoint = "read", SetLastError = true)]
    private static partial nint Read(int fd, void* buffer, nint count);

    [LibraryImport("libc", EntryPoint = "close")]
    private static partial int Close(int fd);

    /// <summary><c>struct epoll_event</c> as x86-64 lays it out: packed, the 64-bit data at offset 4.</summary>
    [StructLayout(LayoutKind.Sequential, Pack = 4)]
    public struct Event
    {
        public uint Events;
        public ulong Token;
    }
}
