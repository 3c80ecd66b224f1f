namespace HttpLab.Studies.Cancellation;

/// <summary>How one cancellation iteration ended.</summary>
public enum IterationOutcome
{
    /// <summary>The awaited call threw the expected cancellation exception after the token fired.</summary>
    Cancelled,

    /// <summary>The operation completed although the token had fired: a cancellation that did not take.</summary>
    LateCompletion,

    /// <summary>The operation completed before the deadline: there was nothing to cancel.</summary>
    CompletedBeforeDeadline,

    /// <summary>
    /// Any other exception, or a cancellation of the wrong type (e.g. no TimeoutException inside for
    /// HttpClient.Timeout).
    /// </summary>
    Error,
}
