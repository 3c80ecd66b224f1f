namespace HttpLab.Adapters.FSharp

open System
open System.Net.Http

/// <summary>
/// The <c>Error</c> messages every adapter returns, shared so that the async, task and C# adapters fail with the same
/// text and can be tested identically.
/// </summary>
[<RequireQualifiedAccess>]
module CardErrors =
    /// <summary>The service answered 404: <c>card 'missingno' not found (404)</c>.</summary>
    [<CompiledName("NotFound")>]
    let notFound (name: string) : string = $"card '{name}' not found (404)"

    /// <summary>
    /// The service answered a non-success status other than 404, e.g. <c>503 (Service Unavailable)</c>.
    /// </summary>
    [<CompiledName("UnexpectedStatus")>]
    let unexpectedStatus (name: string) (response: HttpResponseMessage) : string =
        let reason =
            match response.ReasonPhrase with
            | null
            | "" -> string response.StatusCode
            | phrase -> phrase

        $"cards for '{name}' failed: the service answered {int response.StatusCode} ({reason})"

    /// <summary>
    /// The request failed before a response arrived, e.g. the connection was refused; names the
    /// <see cref="T:System.Net.Http.HttpRequestError"/> kind, the exception's message and its innermost cause, which
    /// HttpClient's "An error occurred while sending the request." leaves out (e.g. "Connection reset by peer").
    /// </summary>
    [<CompiledName("RequestFailed")>]
    let requestFailed (name: string) (error: HttpRequestException) : string =
        let rec innermost (error: exn) =
            match error.InnerException with
            | null -> error
            | inner -> innermost inner

        let cause = innermost error

        let message =
            if obj.ReferenceEquals(cause, error) || error.Message.Contains(cause.Message, StringComparison.Ordinal) then
                error.Message
            else
                $"{error.Message.TrimEnd('.')}: {cause.Message}"

        $"cards for '{name}' could not be fetched ({error.HttpRequestError}): {message}"

    /// <summary>
    /// The client's <see cref="P:System.Net.Http.HttpClient.Timeout"/> elapsed before the response was read.
    /// </summary>
    [<CompiledName("TimedOut")>]
    let timedOut (name: string) (timeout: TimeSpan) : string =
        $"cards for '{name}' timed out after {string (int64 timeout.TotalMilliseconds)} ms (HttpClient.Timeout)"

    /// <summary>A success response whose body is not a card list: not JSON, or a card lacks a field.</summary>
    [<CompiledName("InvalidPayload")>]
    let invalidPayload (name: string) (detail: string) : string =
        $"cards for '{name}' are not a valid card list: {detail}"
