"""The numbers of one game of a night, as a chart and as a table.

Each game's table screen makes its ``Chart`` (``night_chart(line)``): a
caption, the column labels, and one row of values per player (rain tokens per
round as a line per player; field scores, snake cards, turns as bars). The
same object draws the SVG (``svg_geometry``) and fills the table under it, so
the picture and the table cannot disagree.
"""

from dataclasses import dataclass

WIDTH, HEIGHT = 340, 220
LEFT, RIGHT, TOP, BOTTOM = 34, 70, 12, 30
DASHES = ("", "6 3", "2 3", "8 3 2 3", "1 2", "10 4", "4 4", "3 1")
COLOURS = ("#1f5fa8", "#b3261e", "#1a7a3a", "#6a3d9a", "#8a5a00", "#00707a", "#a0307a", "#444444")


@dataclass(frozen=True)
class Chart:
    """``rows`` is ``[(player, [value per column]), ...]`` in seating order; ``note`` is said instead when there are none."""

    kind: str
    caption: str
    columns: tuple
    rows: tuple
    note: str = ""

    @property
    def largest(self):
        """The highest value shown (at least 1, so the scale never divides by zero)."""
        return max([1] + [value for _, values in self.rows for value in values])


def svg_geometry(chart):
    """Everything the SVG template draws, in SVG units: marks carry their player, column and value."""
    plot_width, plot_height = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    largest = chart.largest

    def y_of(value):
        return round(TOP + plot_height - value * plot_height / largest, 1)

    ticks = sorted({0, largest // 2, largest})
    axis = [{"y": y_of(value), "label": value} for value in ticks]
    if chart.kind == "line":
        count = len(chart.columns)
        step = plot_width / max(count - 1, 1)
        xs = [round(LEFT + index * step, 1) for index in range(count)]
        series = []
        for seat, (player, values) in enumerate(chart.rows):
            points = [{"x": x, "y": y_of(value), "value": value, "column": column}
                      for x, value, column in zip(xs, values, chart.columns)]
            series.append({"player": player, "points": points, "colour": COLOURS[seat % len(COLOURS)],
                           "dash": DASHES[seat % len(DASHES)],
                           "path": " ".join(f"{p['x']},{p['y']}" for p in points)})
        for item in series:
            item["short"] = short_name(item["player"])
        labels = [{"x": x, "text": str(index + 1)} for index, x in enumerate(xs)]
        return {"kind": "line", "width": WIDTH, "height": HEIGHT, "axis": axis, "series": series,
                "labels": labels, "left": LEFT, "right": WIDTH - RIGHT, "bottom": TOP + plot_height}
    bar_height = min(28, (HEIGHT - TOP - BOTTOM) / max(len(chart.rows), 1) - 6)
    bars = []
    for seat, (player, values) in enumerate(chart.rows):
        width = round(values[0] * (WIDTH - 110 - 40) / largest, 1)
        top = TOP + seat * (bar_height + 6)
        bars.append({"player": player, "short": short_name(player), "value": values[0], "column": chart.columns[0], "x": 110, "y": top,
                     "width": width, "height": bar_height, "colour": COLOURS[seat % len(COLOURS)]})
    return {"kind": "bars", "width": WIDTH, "height": round(TOP + len(bars) * (bar_height + 6) + 6), "bars": bars}



def short_name(name, limit=12):
    """A name cut to fit beside the chart (the table under it has the full name)."""
    return name if len(name) <= limit else name[:limit - 1] + "…"
