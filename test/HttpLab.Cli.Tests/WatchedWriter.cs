namespace HttpLab.Cli.Tests;

/// <summary>A <see cref="StringWriter"/> that lets a test act the moment a given text has been written.</summary>
internal sealed class WatchedWriter : StringWriter
{
    private readonly List<(string Text, Action Action)> watches = [];

    public void When(string text, Action action)
    {
        lock (watches)
        {
            watches.Add((text, action));
        }
    }

    public override void Write(char value)
    {
        base.Write(value);
        Check();
    }

    public override void Write(string? value)
    {
        base.Write(value);
        Check();
    }

    public override void Write(char[] buffer, int index, int count)
    {
        base.Write(buffer, index, count);
        Check();
    }

    private void Check()
    {
        (string Text, Action Action)[] due;
        lock (watches)
        {
            if (watches.Count == 0)
            {
                return;
            }

            var written = ToString();
            due = watches.Where(watch => written.Contains(watch.Text, StringComparison.Ordinal)).ToArray();
            watches.RemoveAll(watch => due.Contains(watch));
        }

        foreach (var (_, action) in due)
        {
            action();
        }
    }
}
