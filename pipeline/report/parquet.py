"""findings.parquet and rulings.parquet (``rulingqa run --parquet``): the rows of the
CSVs with typed columns, for pandas, DuckDB or Spark. An integer column is a nullable
int64 (pandas reads it as ``Int64``), a number column float64, the others strings; an
empty integer or number cell is null, a text is as it is (no formula neutralising, an
empty one an empty string).

Written a row group at a time from the rows as they come, so memory does not grow with
the run, into a hidden file renamed into place.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .atomic import replacing
from .schema import Field

ROW_GROUP = 10_000
PANDAS_DTYPES = {"string": "string", "integer": "Int64", "number": "float64"}


def _cells(field: Field, values: list[str]) -> list:
    if field.type == "integer":
        return [int(v) if v else None for v in values]
    if field.type == "number":
        return [float(v) if v else None for v in values]
    return values


def write_parquet(path: Path, fields: tuple[Field, ...],
                  rows: Iterable[dict[str, str]], row_group: int = ROW_GROUP) -> None:
    # here: a run that does not ask for Parquet does not pay for the imports
    import pandas as pd
    import pyarrow as pa
    import pyarrow.parquet as pq

    empty = pd.DataFrame({f.name: pd.Series(dtype=PANDAS_DTYPES[f.type]) for f in fields})
    schema = pa.Schema.from_pandas(empty, preserve_index=False)  # with pandas' dtypes

    def batch(block: list[dict[str, str]]):
        arrays = [pa.array(_cells(f, ["" if (v := row.get(f.name)) is None else str(v)
                                      for row in block]), type=schema.field(f.name).type)
                  for f in fields]
        return pa.RecordBatch.from_arrays(arrays, schema=schema)

    with replacing(path) as handle, pq.ParquetWriter(handle, schema) as writer:
        block: list[dict[str, str]] = []
        for row in rows:
            block.append(row)
            if len(block) == row_group:
                writer.write_batch(batch(block))
                block = []
        if block:
            writer.write_batch(batch(block))
