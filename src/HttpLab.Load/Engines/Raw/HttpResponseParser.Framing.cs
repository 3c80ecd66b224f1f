namespace HttpLab.Load.Engines.Raw;

internal partial struct HttpResponseParser
{
    // 15 hex digits keep a chunk size below 2^60: no overflow, and no real chunk comes near it.
    private const int MaxChunkSizeDigits = 15;

    private bool OnHeader(ReadOnlySpan<byte> line)
    {
        if (!HttpSyntax.IsField(line, out var name, out var value))
        {
            return false;
        }

        if (name.EqualsIgnoreCase("content-length"u8))
        {
            // Repeated Content-Length fields must agree; a list ("5, 5") is refused, like a sign or a space inside.
            if (!HttpSyntax.TryParseDecimal(value, out var length) || (contentLength >= 0 && contentLength != length))
            {
                return false;
            }

            contentLength = length;
        }
        else if (name.EqualsIgnoreCase("transfer-encoding"u8))
        {
            // The last coding decides: chunked frames the body; anything else means the body runs to the end of the
            // connection.
            var last = value[(value.LastIndexOf((byte)',') + 1)..].Trim(" \t"u8);
            chunked = last.EqualsIgnoreCase("chunked"u8);
            untilClose = !chunked;
        }
        else if (name.EqualsIgnoreCase("connection"u8) && HttpSyntax.ListContains(value, "close"u8))
        {
            CloseConnection = true;
        }

        return true;
    }

    private bool OnEndOfHeaders()
    {
        if (StatusCode < 200)
        {
            // An interim response (100 Continue, 103 Early Hints): the final one follows.
            state = State.StatusLine;
            StatusCode = 0;
            return true;
        }

        if (noBody || StatusCode is 204 or 304)
        {
            state = State.Done;
        }
        else if (chunked)
        {
            state = State.ChunkSize;
        }
        else if (untilClose || contentLength < 0)
        {
            CloseConnection = true;
            state = State.BodyUntilClose;
        }
        else
        {
            remaining = contentLength;
            state = contentLength == 0 ? State.Done : State.FixedBody;
        }

        return true;
    }

    private bool OnChunkSize(ReadOnlySpan<byte> line)
    {
        long size = 0;
        var digits = 0;
        while (digits < line.Length && HttpSyntax.HexValue(line[digits]) is var hex and >= 0)
        {
            if (++digits > MaxChunkSizeDigits)
            {
                return false;
            }

            size = (size << 4) | (uint)hex;
        }

        if (digits == 0)
        {
            return false;
        }

        // chunk-ext = *( BWS ";" BWS name [ BWS "=" BWS value ] ): skipped, but it must start with ';' and hold no
        // control bytes.
        var extension = line[digits..].TrimStart(" \t"u8);
        if (!extension.IsEmpty && (extension[0] != ';' || !HttpSyntax.IsFieldValue(extension)))
        {
            return false;
        }

        if (size == 0)
        {
            state = State.Trailers;
        }
        else
        {
            remaining = size;
            state = State.ChunkData;
        }

        return true;
    }
}
