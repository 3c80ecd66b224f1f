namespace HttpLab.Adapters.FSharp

open System

/// <summary>The card service's request shape, shared by every adapter.</summary>
[<RequireQualifiedAccess>]
module CardsRequest =
    /// <summary>
    /// <c>cards/{name}</c> with the name escaped as one path segment. Relative without a leading slash, so it resolves
    /// below the client's <see cref="P:System.Net.Http.HttpClient.BaseAddress"/> and keeps a base path such as
    /// <c>http://host/api/</c>.
    /// </summary>
    /// <exception cref="T:System.ArgumentNullException"><paramref name="name"/> is null.</exception>
    [<CompiledName("Uri")>]
    let uri (name: string) : Uri =
        ArgumentNullException.ThrowIfNull(name, nameof name)
        Uri("cards/" + Uri.EscapeDataString name, UriKind.Relative)
