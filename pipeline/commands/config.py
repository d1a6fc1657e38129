"""The configuration file on the command line: ``--config FILE`` (else the working
directory's rulingqa.toml or pyproject.toml [tool.rulingqa]), its keys checked against the
commands' options, and ``rulingqa config show``.

A file's settings become the commands' defaults (click's default map): an option given
on the command line wins, then one from the environment (``RULINGQA_RUN_FAIL_ON=major``),
then the file, then the built-in default.
"""

from __future__ import annotations

import json
from pathlib import Path

import click
from click.core import ParameterSource

from ..config import ConfigFile, find_config, read_config
from ..errors import PipelineError
from .langs import LangList

ENV_PREFIX = "RULINGQA"
CONFIG_META = "rulingqa.config"  # where the context keeps the file read
NOT_SET = ("help", "config")  # options no file sets


def defaults_from(config: ConfigFile, command: click.Command,
                  keys: tuple[str, ...] = ()) -> dict:
    """The default map of ``command`` (a group: of each subcommand) from the file's
    settings; an unknown key or a value of the wrong type is E196 naming file, line, key."""
    table = _dig(config, keys)
    if isinstance(command, click.Group):
        out = {}
        for name, value in table.items():
            sub = command.commands.get(name)
            if sub is None:
                _fail(config, keys + (name,), f"no command {_dotted(keys + (name,))!r}",
                      f"commands: {', '.join(sorted(command.commands))}")
            if not isinstance(value, dict):
                _fail(config, keys + (name,), f"{_dotted(keys + (name,))} is a command: "
                      f"write its options as a table, [{_dotted(keys + (name,))}]")
            out[name] = defaults_from(config, sub, keys + (name,))
        return out
    params = {key: p for p in command.params for key in _keys(p)}
    out = {}
    for key, value in table.items():
        param = params.get(key)
        if param is None:
            known = ", ".join(sorted(params))
            _fail(config, keys + (key,), f"unknown key {key!r} in [{_dotted(keys)}]",
                  f"its keys are the command's options: {known}")
        out[param.name] = _value(config, keys + (key,), param, value)
    return out


def _dig(config: ConfigFile, keys: tuple[str, ...]) -> dict:
    table = config.settings
    for key in keys:
        table = table[key]
    return table


def _keys(param: click.Parameter) -> list[str]:
    """The keys a file sets a parameter by: its long option names, or an argument's name."""
    if param.name in NOT_SET:
        return []
    if isinstance(param, click.Argument):
        return [param.name.replace("_", "-")]
    return [o[2:] for o in param.opts if o.startswith("--")]


# the TOML type each kind of click type takes; any other takes a string
_TOML_TYPES = {click.types.IntParamType: (int,), click.types.FloatParamType: (int, float),
               click.types.BoolParamType: (bool,)}


def _value(config: ConfigFile, keys: tuple[str, ...], param: click.Parameter, value):
    """The value checked against the parameter's type, relative paths made relative to
    the file's folder; the value is handed to click, which converts it as its own."""
    several = getattr(param, "multiple", False) or param.nargs != 1
    if isinstance(param.type, LangList) and isinstance(value, list):
        value = ",".join(str(v) for v in value)
    items = value if several and isinstance(value, list) else [value]
    if not several and isinstance(value, list | dict):
        _fail(config, keys, f"{keys[-1]} takes one value, not {_a(_toml_type(value))}")
    if isinstance(param, click.Option) and param.is_flag and not isinstance(value, bool):
        _fail(config, keys, f"{keys[-1]} is a flag: true or false, not {_toml_type(value)}")
    wanted = next((t for k, t in _TOML_TYPES.items() if isinstance(param.type, k)), (str,))
    out = []
    for item in items:
        if isinstance(item, bool) and bool not in wanted or not isinstance(item, wanted):
            _fail(config, keys, f"{keys[-1]} takes {_toml_name(wanted)}, "
                  f"not {_toml_type(item)} ({item!r})")
        if isinstance(param.type, click.Path) and isinstance(item, str):
            item = str(config.path.parent / Path(item).expanduser())
        try:
            param.type.convert(item, param, None)
        except click.BadParameter as exc:
            _fail(config, keys, f"{keys[-1]}: {exc.message}")
        out.append(item)
    return out if several else out[0]


def _toml_type(value) -> str:
    return {bool: "boolean", int: "integer", float: "float", str: "string", list: "array",
            dict: "table"}.get(type(value), type(value).__name__)


def _a(noun: str) -> str:
    return ("an " if noun[:1] in "aeiou" else "a ") + noun


def _toml_name(types: tuple) -> str:
    return " or ".join({bool: "true or false", int: "an integer", float: "a number",
                        str: "a string"}[t] for t in types)


def _dotted(keys: tuple[str, ...]) -> str:
    return ".".join(keys)


def _fail(config: ConfigFile, keys: tuple[str, ...], message: str, hint: str = "") -> None:
    line = config.line(keys)
    raise PipelineError("E196", message + (f" ({hint})" if hint else ""), str(config.path), line)


def load_config(ctx: click.Context, path: Path | None) -> None:
    """Read the configuration (``path``, else the working directory's) into the context's
    default map. ``ctx`` is the group's context or a command's."""
    if path is None and ctx.parent is None:
        path = find_config(Path())
    if path is None:
        return
    root = ctx.find_root()
    keys = tuple(c.info_name for c in _lineage(ctx))[1:]
    try:
        config = read_config(path)
        defaults = defaults_from(config, root.command)
    except PipelineError as exc:
        raise click.ClickException(str(exc)) from None
    for key in keys:
        defaults = defaults.get(key, {})
    ctx.default_map = defaults
    root.meta[CONFIG_META] = config


def _lineage(ctx: click.Context) -> list[click.Context]:
    out = []
    while ctx is not None:
        out.append(ctx)
        ctx = ctx.parent
    return out[::-1]


def config_option(func):
    """``--config FILE``: the settings of a configuration file, read before any other option."""
    return click.option(
        "--config", type=click.Path(exists=True, dir_okay=False, path_type=Path),
        is_eager=True, expose_value=False,
        callback=lambda ctx, param, value: load_config(ctx, value),
        help="A configuration file (TOML) whose [COMMAND] table sets options; default: "
             "./rulingqa.toml, else ./pyproject.toml's [tool.rulingqa]. Options given "
             "here win over the environment (RULINGQA_COMMAND_OPTION), which wins over "
             "the file.")(func)


@click.group()
def config() -> None:
    """The configuration file and the settings in force."""


@config.command(name="show")
@click.argument("command_path", nargs=-1)
@click.pass_context
def show(ctx: click.Context, command_path: tuple[str, ...]) -> None:
    """The settings a command would run with, and where each comes from (default, the
    configuration file and its line, the environment), as TOML.

    COMMAND_PATH names the command, default run (e.g. 'glossary measure').

    Example:

        rulingqa --config nightly.toml config show run
    """
    root = ctx.find_root()
    names = command_path or ("run",)
    command = root.command
    for name in names:
        sub = command.commands.get(name) if isinstance(command, click.Group) else None
        if sub is None:
            raise click.UsageError(f"no command {' '.join(names)!r}")
        command = sub
    if isinstance(command, click.Group):
        raise click.UsageError(f"{' '.join(names)!r} is a group: name one of its "
                               f"commands ({', '.join(sorted(command.commands))})")
    sub_ctx = _context(root, names)
    config = root.meta.get(CONFIG_META)
    click.echo(f"# rulingqa {' '.join(names)}: settings in force")
    click.echo(f"# configuration file: {config.path if config else 'none'}")
    click.echo(f"[{'.'.join(names)}]")
    for param in sub_ctx.command.params:
        keys = _keys(param)
        if not keys:
            continue
        value = sub_ctx.params.get(param.name)
        source = sub_ctx.get_parameter_source(param.name)
        where = _source(source, config, names + (keys[0],), sub_ctx, param)
        shown = _toml(value)
        line = f"{keys[0]} = {shown}" if shown is not None else f"# {keys[0]} is not set"
        click.echo(f"{line:<48} # {where}")


def _context(root: click.Context, names: tuple[str, ...]) -> click.Context:
    """The context ``rulingqa NAMES`` would run in with no option given."""
    ctx, command = root, root.command
    for name in names:
        command = command.commands[name]
        ctx = command.make_context(name, [], parent=ctx, resilient_parsing=True)
    return ctx


def _source(source, config: ConfigFile | None, keys: tuple[str, ...],
            ctx: click.Context, param: click.Parameter) -> str:
    if source is ParameterSource.DEFAULT_MAP and config is not None:
        line = config.line(keys)
        return f"{config.path.name}:{line}" if line else config.path.name
    if source is ParameterSource.ENVIRONMENT:
        return f"environment {_envvar(ctx, param)}"
    return "default"


def _envvar(ctx: click.Context, param: click.Parameter) -> str:
    if param.envvar:
        return param.envvar if isinstance(param.envvar, str) else param.envvar[0]
    return f"{ctx.auto_envvar_prefix}_{param.name.upper()}"


def _toml(value) -> str | None:
    """A value written as TOML (None: not set)."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(v) or '""' for v in value) + "]"
    return json.dumps(str(value), ensure_ascii=False)
