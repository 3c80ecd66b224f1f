namespace HttpLab.Adapters.FSharp

/// <summary>
/// What the CPU-bound variants compute from a name's cards: a few aggregates, each produced by its own nested
/// computation so that the computation-expression machinery, not the arithmetic, is what a benchmark sees.
/// </summary>
type CardSummary =
    {
        /// <summary>The name the cards were asked for.</summary>
        Name: string

        /// <summary>How many cards there are.</summary>
        Count: int

        /// <summary>The sum of every card's hit points.</summary>
        TotalHp: int

        /// <summary>The id of the card with the most hit points (the first one on a tie).</summary>
        Strongest: string

        /// <summary>Every energy type that occurs, once each, in ordinal order.</summary>
        Types: string list

        /// <summary>How many cards are rarer than Common.</summary>
        RareCount: int
    }
