"""The Discord layer: a thin discord.py adapter over the table service and the renderer."""
