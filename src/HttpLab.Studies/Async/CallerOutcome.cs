using System.Net;

namespace HttpLab.Studies.Async;

/// <summary>What one burst caller got, and when (a Stopwatch timestamp) it had it.</summary>
internal readonly record struct CallerOutcome(HttpStatusCode Status, long FinishedTimestamp);
