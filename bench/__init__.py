"""Benchmarks: every figure is printed next to a baseline measured in the same run."""
