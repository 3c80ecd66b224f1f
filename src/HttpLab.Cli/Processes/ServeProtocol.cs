namespace HttpLab.Cli.Processes;

/// <summary>
/// What <c>httplab serve</c>, started as one of httplab's own children (<see cref="ServerProcess"/>), and the httplab
/// that started it say to each other: the option that ties the child's life to its parent's, and the lines the child
/// prints once it listens.
/// </summary>
internal static class ServeProtocol
{
    public const string ReadyLinePrefix = "httplab target listening on ";

    public const string ConsumerReadyLinePrefix = "httplab consumer listening on ";

    /// <summary>
    /// The line after the target's ready line: its HTTPS address and the certificate's SHA-256 thumbprint to pin.
    /// </summary>
    public const string HttpsLinePrefix = "httplab target https on ";

    /// <summary>
    /// Stop when standard input closes: the parent closes it to stop the child, and the pipe closes too if the parent
    /// dies, so no server outlives the httplab that started it. Only for httplab's own children: standalone, standard
    /// input is often at end of file from the start (nohup, systemd, containers, CI, '&amp;' in a script).
    /// </summary>
    public const string ExitWithParentOption = "--exit-with-parent";
}
