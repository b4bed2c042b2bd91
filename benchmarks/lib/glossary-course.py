"""Writes the bundled Italian course with SIZE extra glossary entries to OUT, for the glossary benchmarks.

usage: glossary-course.py SIZE OUT
"""
import json
import sys

size, path = int(sys.argv[1]), sys.argv[2]
course = json.load(open("courses/italian.json", encoding="utf-8"))
course["id"] = "glossary-scale"
for i in range(size):
    course["glossary"][f"parola{i}"] = [f"word {i}", f"term {i}"]
json.dump(course, open(path, "w", encoding="utf-8"), ensure_ascii=False)
