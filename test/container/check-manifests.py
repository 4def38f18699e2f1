"""Checks Kubernetes objects against the API's types, as Debian's python3-kubernetes (22.6, the
Kubernetes 1.22 API) generates them from Kubernetes' OpenAPI document: every field known to its
type (no unknown or misspelt field), every value of its field's type, required fields present.
Reads a JSON array of objects on stdin; prints one line per problem; exits 1 when there is one."""

import json
import re
import sys

import kubernetes.client as models

PRIMITIVES = {"str": str, "int": int, "bool": bool, "float": (int, float), "object": object}


def model_of(api_version, kind):
    version = api_version.split("/")[-1]
    name = version[0].upper() + version[1:] + kind
    return getattr(models, name, None)


def check(value, type_name, path, problems):
    if value is None:
        return None
    listed = re.fullmatch(r"list\[(.+)\]", type_name)
    if listed:
        if not isinstance(value, list):
            problems.append(f"{path}: expected a list, got {type(value).__name__}")
            return None
        return [check(item, listed.group(1), f"{path}[{i}]", problems) for i, item in enumerate(value)]
    mapped = re.fullmatch(r"dict\(str, (.+)\)", type_name)
    if mapped:
        if not isinstance(value, dict):
            problems.append(f"{path}: expected a map, got {type(value).__name__}")
            return None
        return {key: check(item, mapped.group(1), f"{path}.{key}", problems) for key, item in value.items()}
    if type_name in PRIMITIVES:
        expected = PRIMITIVES[type_name]
        if isinstance(value, bool) and type_name in ("int", "float"):
            problems.append(f"{path}: expected {type_name}, got bool")
        elif not isinstance(value, expected):
            problems.append(f"{path}: expected {type_name}, got {type(value).__name__}")
        return value
    if type_name == "datetime":
        return value
    model = getattr(models, type_name)
    if not isinstance(value, dict):
        problems.append(f"{path}: expected an object ({type_name}), got {type(value).__name__}")
        return None
    by_json = {json_name: attr for attr, json_name in model.attribute_map.items()}
    arguments = {}
    for key, item in value.items():
        attr = by_json.get(key)
        if attr is None:
            problems.append(f"{path}.{key}: no such field in {type_name}")
            continue
        arguments[attr] = check(item, model.openapi_types[attr], f"{path}.{key}", problems)
    try:
        model(**arguments)
    except ValueError as error:
        problems.append(f"{path}: {error}")
    return arguments


def main():
    problems = []
    for index, obj in enumerate(json.load(sys.stdin)):
        where = f"{obj.get('kind', '?')}/{(obj.get('metadata') or {}).get('name', index)}"
        model = model_of(obj.get("apiVersion", ""), obj.get("kind", ""))
        if model is None:
            problems.append(f"{where}: unknown kind {obj.get('apiVersion')} {obj.get('kind')}")
            continue
        check(obj, model.__name__, where, problems)
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


main()
