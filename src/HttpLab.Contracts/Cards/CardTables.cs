namespace HttpLab.Contracts.Cards;

/// <summary>The fixed vocabulary <see cref="CardCatalog"/> draws from.</summary>
internal static class CardTables
{
    public static readonly string[] Types =
    [
        "Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal", "Fairy", "Dragon",
        "Colorless",
    ];

    /// <summary>
    /// Set code, name and card count. <see cref="CardCatalog"/> relies on 156 being no multiple of any count.
    /// </summary>
    public static readonly (string Code, string Name, int Size)[] Sets =
    [
        ("base1", "Base", 102),
        ("base2", "Jungle", 64),
        ("base3", "Fossil", 62),
        ("base5", "Team Rocket", 83),
        ("gym1", "Gym Heroes", 132),
        ("neo1", "Neo Genesis", 111),
        ("ecard3", "Skyridge", 144),
        ("pl1", "Platinum", 127),
        ("bw1", "Black and White", 115),
        ("xy1", "XY", 146),
        ("sm1", "Sun and Moon", 172),
        ("swsh1", "Sword and Shield", 216),
    ];

    /// <summary>The rarity for a roll of 0 to 99: common cards are the most frequent, as in a booster.</summary>
    public static string Rarity(int roll) => roll switch
    {
        < 45 => "Common",
        < 75 => "Uncommon",
        < 90 => "Rare",
        < 97 => "Rare Holo",
        _ => "Rare Ultra",
    };
}
